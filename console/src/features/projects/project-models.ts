// The project list and 创建项目 models, one pair per SDK client and user, shared by the hover list and start-up.
import {
  canCreateProject,
  createCreateProjectModel,
  createProjectListModel,
  projectTransportFromClient,
  type CreateProjectModel,
  type ProjectListModel,
  type SessionModel,
} from '@clinic/hooks';
import type { ClinicClient } from '@clinic/sdk';

export interface ProjectModels {
  list: ProjectListModel;
  create: CreateProjectModel;
}

let current: { key: string; client: ClinicClient; models: ProjectModels } | null = null;

export function projectModelsFor(client: ClinicClient, session: SessionModel): ProjectModels {
  const key = session.getSnapshot().userInfo?.id ?? '';
  if (current && current.client === client && current.key === key) return current.models;
  const transport = projectTransportFromClient(client);
  const list = createProjectListModel(transport);
  const create = createCreateProjectModel({
    transport,
    canCreate: () => canCreateProject(session.getSnapshot().userInfo),
    onCreated: () => void list.load(),
  });
  current = { key, client, models: { list, create } };
  return current.models;
}

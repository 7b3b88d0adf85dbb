// Test helpers for the project models: an in-memory transport with a recorded call log.
import type { ProjectDetail, ProjectSummary, ProjectTransport } from './project-types.js';

export const summaries: ProjectSummary[] = [
  { id: 'p1', projectName: '2型糖尿病真实世界研究', codeName: 'T2DM-RWS' },
  { id: 'p2', projectName: '高血压随访研究', codeName: 'HTN-FU' },
  { id: 'p3', projectName: 'Chronic Kidney Study', codeName: null },
];

export function detailOf(id: string): ProjectDetail {
  const summary = summaries.find((p) => p.id === id) ?? { id, projectName: id };
  return {
    ...summary,
    role: 'admin',
    roleRight: '1',
    permission: {
      menu: [
        { path: '/medicalRecords/list', name: 'subjects', projectId: id },
        {
          path: '/medicalRecords/setting',
          name: 'settings',
          projectId: '',
          children: [{ path: '/medicalRecords/groupSetting', name: 'group', projectId: '' }],
        },
      ],
      auth: [{ action: 'subject:add', type: '1', status: '1' }],
      allAuth: [],
    },
    authOperation: ['subject:add'],
  };
}

export { businessError } from '../messages/message-test-kit.js';

export interface FakeProjects extends ProjectTransport {
  calls: string[];
}

export function fakeProjects(): FakeProjects {
  const fake: FakeProjects = {
    calls: [],
    async myProjects(projectName) {
      fake.calls.push(`myProjects:${projectName ?? ''}`);
      return structuredClone(summaries);
    },
    async getProject(projectId) {
      fake.calls.push(`getProject:${projectId}`);
      return detailOf(projectId);
    },
    async addProject(input) {
      fake.calls.push(`addProject:${JSON.stringify(input)}`);
      return { message: '添加成功', project: { id: 'new', projectName: input.projectName } };
    },
  };
  return fake;
}

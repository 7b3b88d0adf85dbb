// The session user's project models (see project-models.ts), re-picked when the user changes.
import { useSyncExternalStore } from 'react';
import { useClinic } from '../../app/clinic-context';
import { projectModelsFor, type ProjectModels } from './project-models';

export function useProjectModels(): ProjectModels {
  const { client, session } = useClinic();
  useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return projectModelsFor(client, session);
}

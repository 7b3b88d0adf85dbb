// Adapter: the project models' transport over the @clinic/sdk client (project tag operations).
import type { ClinicClient } from '@clinic/sdk';
import type { ProjectDetail, ProjectSummary, ProjectTransport } from './project-types.js';

/** shell-spec 9: the project list is read in one page of 999. */
export const PROJECT_LIST_PAGE_SIZE = 999;

export function projectTransportFromClient(
  client: Pick<ClinicClient, 'call' | 'callEnvelope'>,
): ProjectTransport {
  return {
    async myProjects(projectName) {
      const query = { pageNo: 1, pageSize: PROJECT_LIST_PAGE_SIZE, ...(projectName ? { projectName } : {}) };
      const page = await client.call('myProject', { query });
      return (page.records ?? []) as ProjectSummary[];
    },
    async getProject(projectId) {
      return (await client.call('getProject', { query: { projectId } })) as ProjectDetail;
    },
    async addProject(input) {
      const envelope = await client.callEnvelope('addProject', { body: input });
      return { message: envelope.message, project: envelope.result as ProjectSummary };
    },
  };
}

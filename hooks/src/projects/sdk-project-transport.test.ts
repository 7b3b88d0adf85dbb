// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientAnswering } from '../messages/sdk-test-client.js';
import { projectTransportFromClient } from './sdk-project-transport.js';

describe('projectTransportFromClient', () => {
  it('asks myProject for one page of 999, with the name filter when given', async () => {
    const records = [{ id: 'p1', projectName: '研究', role: 'admin', roleRight: '1' }];
    const { client, seen } = clientAnswering({ records, total: 1, size: 999, current: 1, pages: 1 });
    const transport = projectTransportFromClient(client);
    expect(await transport.myProjects()).toEqual(records);
    await transport.myProjects('高血压');
    expect(seen[0]!.path).toBe('/jeecg-boot/api/rws/project/myProject');
    expect(seen[0]!.query.get('pageSize')).toBe('999');
    expect(seen[0]!.query.has('projectName')).toBe(false);
    expect(seen[1]!.query.get('projectName')).toBe('高血压');
  });

  it('gets a project by projectId', async () => {
    const { client, seen } = clientAnswering({ id: 'p1', projectName: 'x' });
    await projectTransportFromClient(client).getProject('p1');
    expect(seen[0]!.path).toBe('/jeecg-boot/api/rws/project/get');
    expect(seen[0]!.query.get('projectId')).toBe('p1');
  });

  it('posts the project and returns the server message with the record', async () => {
    const { client, seen } = clientAnswering({ id: 'n1', projectName: '新' }, { message: '添加成功' });
    const out = await projectTransportFromClient(client).addProject({
      projectName: '新',
      targetQuantity: 10,
    });
    expect(out).toEqual({ message: '添加成功', project: { id: 'n1', projectName: '新' } });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/jeecg-boot/api/rws/project/add' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ projectName: '新', targetQuantity: 10 });
  });
});

import { memoryStore } from '@clinic/sdk';
import { describe, expect, it } from 'vitest';
import { clientAnswering } from '../messages/sdk-test-client.js';
import { workflowTransportFromClient } from './sdk-workflow-transport.js';
import { createWorkflowConfigModel } from './workflow-config-model.js';
import { loadWorkflowStatusConfig, withPatientSignature } from './workflow-status-config.js';
import type {
  WorkflowStatusCfg,
  WorkflowStatusConfig,
  WorkflowStatusQuery,
  WorkflowTransport,
} from './workflow-types.js';

const cfg = (statusId: string, cfgCode: string, sortNo: number): WorkflowStatusCfg => ({
  statusId,
  name: cfgCode,
  cfgCode,
  content: 'hbv_case',
  sortNo,
});

function transport(failing: string[] = []) {
  const queries: WorkflowStatusQuery[] = [];
  const t: WorkflowTransport = {
    async statusCfgList(query) {
      queries.push(query);
      if (failing.includes(query.statusId)) throw new Error('boom');
      return [cfg(query.statusId, 'b', 2), cfg(query.statusId, 'c', 3), cfg(query.statusId, 'a', 1)];
    },
  };
  return { t, queries };
}

describe('workflow status config at start', () => {
  it('reads nothing outside TB-D-WEB', async () => {
    const { t, queries } = transport();
    const storage = memoryStore<WorkflowStatusConfig>();
    expect(await loadWorkflowStatusConfig({ appCode: 'RWS-P-WEB', transport: t, storage })).toBeNull();
    expect(queries).toEqual([]);
    expect(storage.get()).toBeNull();
  });

  it('asks workflow 1 for the six status ids by sortNo ascending, sorts and stores them', async () => {
    const { t, queries } = transport();
    const storage = memoryStore<WorkflowStatusConfig>();
    const config = await loadWorkflowStatusConfig({ appCode: 'TB-D-WEB', transport: t, storage });
    expect(queries.map((q) => q.statusId)).toEqual(['001', '002', '003', '004', '009', '010']);
    expect(queries[0]).toEqual({ workflowId: '1', statusId: '001', column: 'sortNo', order: 'asc' });
    expect(storage.get()).toEqual(config);
    expect(config!['002']!.map((e) => e.cfgCode)).toEqual(['a', 'b', 'c']);
  });

  it('adds the patient-signature entry to 001 and 009 only, after the last one', async () => {
    const { t } = transport();
    const config = await loadWorkflowStatusConfig({
      appCode: 'TB-D-WEB',
      transport: t,
      storage: memoryStore<WorkflowStatusConfig>(),
    });
    for (const id of ['001', '009']) {
      expect(config![id]!.map((e) => e.cfgCode)).toEqual(['a', 'b', 'c', 'patientSignature']);
      expect(config![id]!.at(-1)).toMatchObject({ name: '患者签名', sortNo: 4 });
    }
    for (const id of ['002', '003', '004', '010']) {
      expect(config![id]!.some((e) => e.cfgCode === 'patientSignature')).toBe(false);
    }
  });

  it('does not add the signature twice when the server lists it', () => {
    const list = [cfg('001', 'patientSignature', 1)];
    expect(withPatientSignature(list)).toEqual(list);
  });

  it('swallows errors: failed statuses are left out, and all failing stores nothing', async () => {
    const storage = memoryStore<WorkflowStatusConfig>();
    const some = await loadWorkflowStatusConfig({
      appCode: 'TB-D-WEB',
      transport: transport(['003']).t,
      storage,
    });
    expect(Object.keys(some!)).toEqual(['001', '002', '004', '009', '010']);
    const none = memoryStore<WorkflowStatusConfig>();
    const all = transport(['001', '002', '003', '004', '009', '010']).t;
    await expect(
      loadWorkflowStatusConfig({ appCode: 'TB-D-WEB', transport: all, storage: none }),
    ).resolves.toBeNull();
    expect(none.get()).toBeNull();
  });

  it('a transport that throws synchronously is swallowed too', async () => {
    const t: WorkflowTransport = {
      statusCfgList: () => {
        throw new Error('sync');
      },
    };
    const storage = memoryStore<WorkflowStatusConfig>();
    await expect(
      loadWorkflowStatusConfig({ appCode: 'TB-D-WEB', transport: t, storage }),
    ).resolves.toBeNull();
  });
});

describe('workflow config model', () => {
  it('starts from storage, loads once and answers by status id', async () => {
    const storage = memoryStore<WorkflowStatusConfig>({ '010': [cfg('010', 'old', 1)] });
    const { t, queries } = transport();
    const model = createWorkflowConfigModel({ appCode: 'TB-D-WEB', transport: t, storage });
    expect(model.statuses('010').map((e) => e.cfgCode)).toEqual(['old']);
    await Promise.all([model.load(), model.load()]);
    expect(queries).toHaveLength(6);
    expect(model.statuses('010').map((e) => e.cfgCode)).toEqual(['a', 'b', 'c']);
    expect(model.statuses('999')).toEqual([]);
    expect(model.getSnapshot().loading).toBe(false);
  });
});

describe('workflowTransportFromClient', () => {
  it('calls the status cfg list with the query', async () => {
    const { client, seen } = clientAnswering([cfg('001', 'a', 1)]);
    const list = await workflowTransportFromClient(client).statusCfgList({
      workflowId: '1',
      statusId: '001',
      column: 'sortNo',
      order: 'asc',
    });
    expect(list).toHaveLength(1);
    expect(seen[0]!.path).toBe('/jeecg-boot/api/hbv/project/workflow/status/cfg/list');
    expect(Object.fromEntries([...seen[0]!.query].filter(([k]) => k !== '_t'))).toEqual({
      workflowId: '1',
      statusId: '001',
      column: 'sortNo',
      order: 'asc',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '@clinic/sdk';
import {
  createProjectSettingsModel,
  type ProjectSettingsTransport,
  type SettingsKind,
  type SettingsRow,
} from './project-settings-model.js';

function fakeTransport(refuse?: string) {
  const rows: Record<SettingsKind, SettingsRow[]> = { group: [], visit: [], member: [] };
  const calls: string[] = [];
  const transport: ProjectSettingsTransport = {
    list: async (kind) => rows[kind],
    add: async (kind, values) => {
      calls.push(`add ${kind} ${String(values.projectId)}`);
      if (refuse) throw new ApiError({ status: 200, code: 500, message: refuse, userMessage: refuse });
      rows[kind] = [...rows[kind], { id: String(rows[kind].length + 1), ...values }];
    },
    edit: async (kind, values) => {
      calls.push(`edit ${kind} ${values.id}`);
    },
    remove: async (kind, id) => {
      calls.push(`remove ${kind} ${id}`);
      rows[kind] = rows[kind].filter((r) => r.id !== id);
    },
    forms: async () => [{ value: 'f1', label: '基线访视表' }],
    users: async () => [{ value: 'u1', label: '王医生' }],
  };
  return { transport, calls, rows };
}

describe('project settings model', () => {
  it('reads the lists, and the pickers only for a manager', async () => {
    const manager = createProjectSettingsModel({ projectId: 'p1', manager: true, ...fakeTransport() });
    await manager.load();
    expect(manager.getSnapshot()).toMatchObject({
      loading: false,
      error: null,
      forms: [{ label: '基线访视表' }],
    });
    const member = createProjectSettingsModel({ projectId: 'p1', manager: false, ...fakeTransport() });
    await member.load();
    expect(member.getSnapshot().users).toEqual([]);
  });

  it('adds under the project, reads the lists again and says so', async () => {
    const fake = fakeTransport();
    const model = createProjectSettingsModel({ projectId: 'p1', manager: true, transport: fake.transport });
    const notices: string[] = [];
    model.onNotice((n) => notices.push(n.text));
    expect(await model.save('group', { name: '试验组' })).toBe(true);
    expect(fake.calls).toEqual(['add group p1']);
    expect(model.getSnapshot().groups.map((g) => g.name)).toEqual(['试验组']);
    expect(await model.remove('group', '1')).toBe(true);
    expect(notices).toEqual(['分组已保存', '分组已删除']);
  });

  it('a refusal is shown as the server said it and nothing is lost', async () => {
    const fake = fakeTransport('该项目已有同名分组');
    const model = createProjectSettingsModel({ projectId: 'p1', manager: true, transport: fake.transport });
    const notices: string[] = [];
    model.onNotice((n) => notices.push(n.text));
    expect(await model.save('group', { name: '试验组' })).toBe(false);
    expect(notices).toEqual(['该项目已有同名分组']);
    expect(model.getSnapshot().busy).toBe(false);
  });
});

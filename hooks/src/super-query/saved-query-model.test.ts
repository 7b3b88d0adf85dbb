import { beforeEach, describe, expect, it } from 'vitest';
import type { Notice } from '../core/observable-store.js';
import { createSavedQueryModel, type SavedQueryTransport } from './saved-query-model.js';
import {
  readLocal,
  saveCodeFor,
  savedQueryKey,
  type KeyValueStorage,
  type SavedQuery,
} from './saved-query-storage.js';
import type { SuperQueryRow } from './super-query-types.js';

const CODE = saveCodeFor(undefined, '/chronic/patient/list?projectId=7');
const KEY = savedQueryKey(CODE);
const rows: SuperQueryRow[] = [
  { key: 1, field: 'sex', rule: 'in', val: ['1', '2'], type: 'list', dictCode: 'sex' },
  { key: 2, rule: 'eq' },
];

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

function fakeServer() {
  const saved = new Map<string, SavedQuery>();
  const transport: SavedQueryTransport & { down: boolean; calls: string[] } = {
    down: false,
    calls: [],
    async list(key) {
      transport.calls.push(`list ${key}`);
      if (transport.down) throw new Error('网络异常');
      return [...saved.values()];
    },
    async save(code, entry) {
      transport.calls.push(`save ${code} ${entry.title}`);
      if (transport.down) throw new Error('网络异常');
      const stored = { ...entry, id: entry.id ?? `id-${saved.size + 1}` };
      saved.set(entry.title, stored);
      return stored;
    },
    async remove(code, entry) {
      transport.calls.push(`remove ${code} ${entry.id}`);
      if (transport.down) throw new Error('网络异常');
      saved.delete(entry.title);
    },
  };
  return { saved, transport };
}

let storage: ReturnType<typeof memoryStorage>;
let notices: Notice[];

function setup(transport?: SavedQueryTransport) {
  const model = createSavedQueryModel({ saveCode: CODE, storage, transport });
  model.onNotice((n) => notices.push(n));
  return model;
}

async function saveAs(model: ReturnType<typeof setup>, name: string) {
  model.beginSave(rows, 'or');
  model.setName(name);
  await model.submitName();
}

beforeEach(() => {
  storage = memoryStorage();
  notices = [];
});

describe('saved queries on this device', () => {
  it('uses the fixed prefix plus the save code, else the route full path', () => {
    expect(savedQueryKey(saveCodeFor('patientList', '/x'))).toBe('JSuperQuerySaved_patientList');
    expect(KEY).toBe('JSuperQuerySaved_/chronic/patient/list?projectId=7');
  });

  it('refuses empty conditions: 空条件不能保存', () => {
    const model = setup();
    expect(model.beginSave([{ key: 1, rule: 'eq', field: 'name' }], 'and')).toBe(false);
    expect(notices).toEqual([{ level: 'warning', text: '空条件不能保存' }]);
    expect(model.getSnapshot().prompt.open).toBe(false);
  });

  it('refuses an empty name: 保存名称不能为空, the prompt stays open', async () => {
    const model = setup();
    model.beginSave(rows, 'and');
    model.setName('   ');
    await model.submitName();
    expect(notices).toEqual([{ level: 'warning', text: '保存名称不能为空' }]);
    expect(model.getSnapshot().prompt).toEqual({ open: true, name: '   ' });
  });

  it('saves complete rows under the name: 保存成功, stored in local storage', async () => {
    const model = setup();
    await saveAs(model, ' 女性患者 ');
    expect(notices).toEqual([{ level: 'success', text: '保存成功' }]);
    expect(model.getSnapshot().prompt.open).toBe(false);
    const stored = JSON.parse(storage.data.get(KEY)!);
    expect(stored).toEqual([
      {
        title: '女性患者',
        matchType: 'or',
        records: [{ field: 'sex', rule: 'in', val: ['1', '2'], type: 'list' }],
        version: 1,
      },
    ]);
  });

  it('asks before overwriting ({name} 已存在，是否覆盖？) and overwrites only when confirmed', async () => {
    const model = setup();
    await saveAs(model, '女性患者');
    await saveAs(model, '女性患者');
    expect(model.getSnapshot().confirm).toEqual({
      kind: 'overwrite',
      title: '女性患者',
      text: '女性患者 已存在，是否覆盖？',
    });
    model.cancelConfirm();
    expect(model.getSnapshot().entries).toHaveLength(1);
    await model.submitName();
    await model.confirm();
    expect(model.getSnapshot().entries).toHaveLength(1);
    expect(notices.filter((n) => n.text === '保存成功')).toHaveLength(2);
  });

  it('asks before deleting, and deletes when confirmed', async () => {
    const model = setup();
    await saveAs(model, 'A');
    model.requestDelete('A');
    expect(model.getSnapshot().confirm).toEqual({ kind: 'delete', title: 'A', text: '是否删除当前查询？' });
    await model.confirm();
    expect(model.getSnapshot().entries).toEqual([]);
    expect(readLocal(storage, KEY)).toEqual([]);
  });

  it('flags entries of an unsupported version or shape, and skips unreadable storage', () => {
    storage.setItem(
      KEY,
      JSON.stringify([
        { title: 'old', matchType: 'and', records: [{ field: 'a', rule: 'eq', val: '1' }] },
        { title: 'future', matchType: 'and', records: [], version: 99 },
        { title: 'odd', matchType: 'and', records: [{ field: 'a', rule: 'regex', val: '1' }] },
        { nope: true },
      ]),
    );
    expect(
      setup()
        .getSnapshot()
        .entries.map((e) => [e.title, e.unsupported]),
    ).toEqual([
      ['old', false],
      ['future', true],
      ['odd', true],
    ]);
    storage.setItem(KEY, '{broken');
    expect(setup().getSnapshot().entries).toEqual([]);
  });
});

describe('saved queries synced with the server', () => {
  it('server wins on load and the local copy follows it', async () => {
    const { saved, transport } = fakeServer();
    storage.setItem(KEY, JSON.stringify([{ title: 'stale', matchType: 'and', records: [] }]));
    saved.set('S', {
      title: 'S',
      matchType: 'or',
      records: [{ field: 'a', rule: 'eq', val: '1' }],
      version: 1,
    });
    const model = setup(transport);
    await model.load();
    expect(model.getSnapshot().entries.map((e) => e.title)).toEqual(['S']);
    expect(readLocal(storage, KEY).map((e) => e.title)).toEqual(['S']);
    expect(transport.calls).toEqual([`list ${CODE}`]);
  });

  it('an offline save keeps the local copy, reports it, and is pushed on the next load', async () => {
    const { saved, transport } = fakeServer();
    const model = setup(transport);
    transport.down = true;
    await saveAs(model, '离线');
    expect(notices).toEqual([
      { level: 'success', text: '保存成功' },
      { level: 'warning', text: '已保存在本机，同步到服务器失败' },
    ]);
    expect(model.getSnapshot()).toMatchObject({ offline: true, entries: [{ title: '离线', pending: true }] });
    await model.load();
    expect(model.getSnapshot().entries.map((e) => e.title)).toEqual(['离线']);
    transport.down = false;
    await model.load();
    expect(saved.has('离线')).toBe(true);
    expect(model.getSnapshot()).toMatchObject({ offline: false, entries: [{ title: '离线' }] });
    expect(model.getSnapshot().entries[0]!.pending).toBeUndefined();
  });

  it('keeps the server id: an overwrite and a delete name the stored record', async () => {
    const { saved, transport } = fakeServer();
    const model = setup(transport);
    await saveAs(model, 'Y');
    expect(model.getSnapshot().entries[0]!.id).toBe('id-1');
    await saveAs(model, 'Y');
    await model.confirm();
    expect(saved.get('Y')!.id).toBe('id-1');
    model.requestDelete('Y');
    await model.confirm();
    expect(transport.calls.at(-1)).toBe(`remove ${CODE} id-1`);
    expect(saved.size).toBe(0);
  });

  it('a failed server delete reports and keeps the local removal', async () => {
    const { transport } = fakeServer();
    const model = setup(transport);
    await saveAs(model, 'X');
    transport.down = true;
    model.requestDelete('X');
    await model.confirm();
    expect(notices.at(-1)).toEqual({ level: 'warning', text: '已在本机删除，同步到服务器失败' });
    expect(model.getSnapshot().entries).toEqual([]);
  });
});

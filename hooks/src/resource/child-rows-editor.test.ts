import { describe, expect, it } from 'vitest';
import { BusinessError } from '@clinic/sdk';
import { resources } from '@clinic/sdk/resources';
import { createChildRowsEditor } from './child-rows-editor.js';
import { editableColumnsOf } from './editable-columns-of.js';

type Row = Record<string, unknown>;

/** An in-memory medication resource with saveRows (all or none): what the editor sends is recorded; `failOn` refuses one add. */
function fakeServer(initial: Row[]) {
  let rows = initial.map((r) => ({ ...r }));
  let seq = 100;
  const calls: string[] = [];
  const state = { failOn: null as string | null };
  const resource = {
    list: async (query: Row) => {
      calls.push(`list ${String(query.patientId)}`);
      const records = rows
        .filter((r) => r.patientId === query.patientId)
        .sort((a, b) => Number(a.orderNum) - Number(b.orderNum));
      return { records: records.map((r) => ({ ...r })), total: records.length };
    },
    saveRows: async (body: { parentId: string; add: Row[]; edit: Row[]; deleteIds: string[] }) => {
      calls.push(
        `saveRows ${body.parentId} add ${body.add.map((r) => r.drugName).join(',')} edit ${body.edit
          .map((r) => r.id)
          .join(',')} delete ${body.deleteIds.join(',')}`,
      );
      if (body.add.some((r) => r.drugName === state.failOn))
        throw new BusinessError({
          status: 200,
          code: 500,
          message: '该药品已停用',
          userMessage: '该药品已停用',
          result: null,
        });
      let next = rows.filter((r) => !body.deleteIds.includes(String(r.id)));
      next = next.map((r) => ({ ...r, ...(body.edit.find((e) => e.id === r.id) ?? {}) }));
      for (const r of body.add) next.push({ ...r, id: String(++seq) });
      rows = next;
      return { success: true, message: '保存成功！' };
    },
  };
  const client = { resource: () => resource } as never;
  return { client, calls, state, rows: () => rows };
}

const columns = editableColumnsOf(resources.medication, [
  'drugName',
  'dose',
  'frequency',
  'startDate',
  'route',
]);
const base = { patientId: 'p1', frequency: 'qd', startDate: '2026-11-01' };

function editorOf(server: ReturnType<typeof fakeServer>) {
  return createChildRowsEditor({
    client: server.client,
    def: resources.medication,
    parentField: 'patientId',
    parentId: 'p1',
    columns,
  });
}

describe("child rows editor: one parent record's rows in an editable table", () => {
  it("loads the parent's rows in order and saves only the difference, orderNum following the rows", async () => {
    const server = fakeServer([
      { ...base, id: '1', drugName: '甲', orderNum: 2 },
      { ...base, id: '2', drugName: '乙', orderNum: 1 },
      { ...base, id: '3', drugName: '丙', orderNum: 3 },
      { ...base, patientId: 'p2', id: '9', drugName: '别人的', orderNum: 1 },
    ]);
    const editor = editorOf(server);
    await editor.load();
    const table = editor.table;
    expect(table.value().map((r) => r.drugName)).toEqual(['乙', '甲', '丙']);
    const keys = () => table.getSnapshot().rowKeys;
    table.toggle(keys()[2]!, true);
    table.removeSelected();
    table.add();
    const added = keys()[2]!;
    table.change(added, 'drugName', ' 丁 ');
    table.change(added, 'frequency', 'bid');
    table.change(added, 'startDate', '2026-11-05');
    table.change(added, 'route', '');
    server.calls.length = 0;
    expect(await editor.save()).toBe(true);
    expect(server.calls).toEqual(['saveRows p1 add 丁 edit  delete 3', 'list p1']);
    const saved = server.rows().find((r) => r.drugName === '丁')!;
    // Trimmed text, the parent's id, an empty optional value sent as null, the row's position.
    expect(saved).toMatchObject({ patientId: 'p1', route: null, dose: null, orderNum: 3 });
    expect(table.value().map((r) => r.drugName)).toEqual(['乙', '甲', '丁']);
  });

  it('refuses to save while a cell is red, sending nothing', async () => {
    const server = fakeServer([]);
    const editor = editorOf(server);
    const notices: string[] = [];
    editor.onNotice((n) => notices.push(n.text));
    await editor.load();
    editor.table.add();
    server.calls.length = 0;
    expect(await editor.save()).toBe(false);
    expect(server.calls).toEqual([]);
    expect(notices).toContain('请先改正表格中标红的内容');
  });

  it('a refused save writes nothing and keeps what was typed; saving again after the fix writes every row once', async () => {
    const server = fakeServer([]);
    const editor = editorOf(server);
    const notices: string[] = [];
    editor.onNotice((n) => notices.push(n.text));
    await editor.load();
    const table = editor.table;
    table.paste('甲\t1\tqd\t2026-11-01\n乙\t2\tqd\t2026-11-01');
    server.state.failOn = '乙';
    expect(await editor.save()).toBe(false);
    expect(notices).toContain('该药品已停用');
    expect(server.rows()).toEqual([]);
    expect(table.value().map((r) => r.drugName)).toEqual(['甲', '乙']);
    server.state.failOn = null;
    server.calls.length = 0;
    expect(await editor.save()).toBe(true);
    expect(server.calls).toEqual(['saveRows p1 add 甲,乙 edit  delete ', 'list p1']);
    expect(server.rows().map((r) => r.drugName)).toEqual(['甲', '乙']);
  });
});

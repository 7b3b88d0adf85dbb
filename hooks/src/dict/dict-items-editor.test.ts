import { describe, expect, it } from 'vitest';
import { createDictItemsEditor } from './dict-items-editor.js';

function fakeClient(records: Record<string, unknown>[]) {
  const calls: [string, unknown][] = [];
  return {
    calls,
    client: {
      call: async (op: string, args?: unknown) => {
        calls.push([op, args]);
        if (op === 'dictItemList') return { records: records.map((r) => ({ ...r })), total: records.length };
        return null;
      },
    } as never,
  };
}

const seed = [
  { id: 'a', itemText: '男', itemValue: '1', sortOrder: 1, status: 1 },
  { id: 'b', itemText: '女', itemValue: '2', sortOrder: 2, status: 1 },
];

describe('dictionary items editor', () => {
  it('shows a platform dictionary read-only: no cell takes a value', async () => {
    const { client } = fakeClient(seed);
    const editor = createDictItemsEditor(client, 'd1', { readOnly: true });
    await editor.load();
    const t = editor.table;
    const [a] = t.getSnapshot().rowKeys;
    expect(t.input(a!, 'itemText', '改')).toBe(false);
    expect(t.columns.every((c) => c.disabled)).toBe(true);
  });

  it('loads the items in order and saves only the difference: delete, add, edit (order from drag sort)', async () => {
    const { client, calls } = fakeClient(seed);
    const editor = createDictItemsEditor(client, 'd1');
    await editor.load();
    expect(calls[0]).toEqual([
      'dictItemList',
      { query: { dictId: 'd1', pageNo: 1, pageSize: 1000, column: 'sortOrder', order: 'asc' } },
    ]);
    const t = editor.table;
    const [a, b] = t.getSnapshot().rowKeys;
    t.toggle(a!);
    t.removeSelected();
    t.add();
    const added = t.getSnapshot().rowKeys[1]!;
    t.input(added, 'itemText', '未知');
    t.input(added, 'itemValue', '0');
    t.move(1, 0);
    t.input(b!, 'itemText', '女性');
    calls.length = 0;
    expect(await editor.save()).toBe(true);
    expect(calls.slice(0, 3)).toEqual([
      ['dictItemDeleteBatch', { query: { ids: 'a' } }],
      ['dictItemAdd', { body: { dictId: 'd1', itemText: '未知', itemValue: '0', sortOrder: 1, status: 1 } }],
      [
        'dictItemEdit',
        { body: { dictId: 'd1', itemText: '女性', itemValue: '2', sortOrder: 2, status: 1, id: 'b' } },
      ],
    ]);
  });

  it('refuses to save while a cell breaks its rule, with the message next to it', async () => {
    const { client, calls } = fakeClient(seed);
    const editor = createDictItemsEditor(client, 'd1');
    const notices: string[] = [];
    editor.onNotice((n) => notices.push(n.text));
    await editor.load();
    const [, b] = editor.table.getSnapshot().rowKeys;
    editor.table.input(b!, 'itemValue', '1');
    expect(editor.table.getRow(b!)!.errors.itemValue).toBe('数据值不能重复');
    calls.length = 0;
    expect(await editor.save()).toBe(false);
    expect(calls).toEqual([]);
    expect(notices).toEqual(['请先改正表格中标红的内容']);
  });

  it('saves a colour typed or picked, refuses one that is not #RGB/#RRGGBB, and clears an emptied one', async () => {
    const { client, calls } = fakeClient([{ ...seed[0]!, itemColor: '#F5222D' }, seed[1]!]);
    const editor = createDictItemsEditor(client, 'd1');
    await editor.load();
    const [a, b] = editor.table.getSnapshot().rowKeys;
    editor.table.change(b!, 'itemColor', 'blue');
    expect(editor.table.getRow(b!)!.errors.itemColor).toBe('请输入正确的颜色值，如 #1890FF');
    expect(await editor.save()).toBe(false);
    editor.table.change(b!, 'itemColor', '#1890FF');
    editor.table.change(a!, 'itemColor', '');
    calls.length = 0;
    expect(await editor.save()).toBe(true);
    expect(calls.slice(0, 2)).toEqual([
      [
        'dictItemEdit',
        {
          body: {
            dictId: 'd1',
            itemText: '男',
            itemValue: '1',
            itemColor: null,
            sortOrder: 1,
            status: 1,
            id: 'a',
          },
        },
      ],
      [
        'dictItemEdit',
        {
          body: {
            dictId: 'd1',
            itemText: '女',
            itemValue: '2',
            itemColor: '#1890FF',
            sortOrder: 2,
            status: 1,
            id: 'b',
          },
        },
      ],
    ]);
  });
});

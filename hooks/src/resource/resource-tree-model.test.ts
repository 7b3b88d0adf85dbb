import { BusinessError } from '@clinic/sdk';
import { describe, expect, it } from 'vitest';
import { createResourceTreeModel, treeOf, type TreeRecord } from './resource-tree-model.js';

const rows: TreeRecord[] = [
  { id: 'h', orgName: '总院', orgType: '1', parentId: null },
  { id: 'c1', orgName: '望京社区中心', orgType: '3', parentId: 'h' },
  { id: 'c2', orgName: '和平里诊所', orgType: '2', parentId: 'h' },
  { id: 'c3', orgName: '团结湖服务站', orgType: '3', parentId: 'c1' },
  { id: 'x', orgName: '孤儿机构', orgType: '2', parentId: 'gone' },
];

function model(remove: (id: string) => Promise<string> = async () => '删除成功!') {
  return createResourceTreeModel({
    transport: { all: async () => rows, remove },
    parentField: 'parentId',
    labelField: 'orgName',
    kindField: 'orgType',
  });
}
const names = (m: ReturnType<typeof model>) =>
  m.getSnapshot().rows.map((r) => `${'-'.repeat(r.depth)}${String(r.record.orgName)}`);

describe('resource tree model', () => {
  it('hangs rows under their parents; a row whose parent is absent is a root', () => {
    const roots = treeOf(rows, 'parentId');
    expect(roots.map((r) => r.record.id)).toEqual(['h', 'x']);
    expect(roots[0]!.children.map((c) => c.record.id)).toEqual(['c1', 'c2']);
  });

  it('opens the top level first, then each branch or all', async () => {
    const m = model();
    await m.load();
    expect(names(m)).toEqual(['总院', '-望京社区中心', '-和平里诊所', '孤儿机构']);
    expect(m.getSnapshot().total).toBe(5);
    m.expandAll(true);
    expect(names(m)).toContain('--团结湖服务站');
    m.toggleExpand('h');
    expect(names(m)).toEqual(['总院', '孤儿机构']);
  });

  it('searches by name and kind, keeping the rows above a match', async () => {
    const m = model();
    await m.load();
    m.search('团结湖');
    expect(names(m)).toEqual(['总院', '-望京社区中心', '--团结湖服务站']);
    m.search('', '2');
    expect(names(m)).toEqual(['总院', '-和平里诊所', '孤儿机构']);
  });

  it('says the server\u2019s refusal when a delete is refused', async () => {
    const m = model(async () => {
      throw new BusinessError({
        status: 200,
        code: 500,
        message: '机构「总院」下还有下级机构，请先删除或移走下级机构',
        userMessage: '机构「总院」下还有下级机构，请先删除或移走下级机构',
        result: null,
      });
    });
    const notices: string[] = [];
    m.onNotice((n) => notices.push(n.text));
    await m.load();
    expect(await m.remove('h')).toBe(false);
    expect(notices).toEqual(['机构「总院」下还有下级机构，请先删除或移走下级机构']);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { BusinessError } from '@clinic/sdk';
import { createLazyTreeModel, toTreeItem, type TreeItem } from './lazy-tree-model.js';

const node = (key: string, title: string, isLeaf = false, extra = {}): TreeItem => ({
  key,
  title,
  isLeaf,
  raw: { key, orgCode: `O-${key}`, ...extra },
});

describe('lazy tree', () => {
  it('loads roots, then a node children on first expand only', async () => {
    const load = vi.fn(async (parent: string | null) =>
      parent === null ? [node('a', '总院'), node('b', '分院', true)] : [node('a1', '内科', true)],
    );
    const tree = createLazyTreeModel(load);
    await tree.loadRoots();
    await tree.toggleExpand('a');
    await tree.toggleExpand('a');
    await tree.toggleExpand('a');
    expect(load).toHaveBeenCalledTimes(2);
    expect(tree.getSnapshot().roots[0]!.children!.map((c) => c.title)).toEqual(['内科']);
    expect(tree.getSnapshot().titles.a1).toBe('内科');
  });

  it('returns keys or a customReturnField, single or multiple', async () => {
    const tree = createLazyTreeModel(async () => [node('a', '总院'), node('b', '分院')], { multiple: true });
    await tree.loadRoots();
    tree.toggleCheck('a');
    tree.toggleCheck('b');
    expect(tree.returnValues()).toEqual(['a', 'b']);
    expect(tree.returnValues('orgCode')).toEqual(['O-a', 'O-b']);
    const single = createLazyTreeModel(async () => [node('a', '总院'), node('b', '分院')]);
    await single.loadRoots();
    single.toggleCheck('a');
    single.toggleCheck('b');
    expect(single.returnValues()).toEqual(['b']);
  });

  it('reads dictionary nodes (label, leaf 1/0) and department nodes (title, isLeaf)', () => {
    expect(toTreeItem({ key: 'k', label: '高血压', leaf: 1 })).toMatchObject({
      key: 'k',
      title: '高血压',
      isLeaf: true,
    });
    expect(toTreeItem({ key: 'd', title: '内科', isLeaf: false })).toMatchObject({
      title: '内科',
      isLeaf: false,
    });
  });

  it("a failed load reports the server's message, or 加载失败", async () => {
    const refusal = new BusinessError({
      status: 200,
      code: 500,
      message: '部门不存在',
      userMessage: '部门不存在',
      result: null,
    });
    const tree = createLazyTreeModel(async () => Promise.reject(refusal));
    await tree.loadRoots();
    expect(tree.getSnapshot().error).toBe('部门不存在');
    const dropped = createLazyTreeModel(async () => Promise.reject(new TypeError('Failed to fetch')));
    await dropped.loadRoots();
    expect(dropped.getSnapshot().error).toBe('加载失败');
    expect(dropped.getSnapshot().loadingKeys).toEqual([]);
    expect(tree.getSnapshot().loadingKeys).toEqual([]);
  });
});

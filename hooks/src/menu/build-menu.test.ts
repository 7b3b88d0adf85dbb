import { describe, expect, it } from 'vitest';
import { accordionOpenKeys, ancestorKeys, buildMenuTree, selectedKeyFor } from './index.js';
import { serverMenu } from './menu-fixture.test-util.js';

const titles = (items: { title: string; children?: unknown[] }[]) => items.map((i) => i.title);

describe('buildMenuTree (shell-spec 2.8)', () => {
  const tree = buildMenuTree(serverMenu);

  it('skips hidden items at every level and button entries', () => {
    expect(titles(tree)).not.toContain('顶层隐藏');
    expect(titles(tree.find((i) => i.key === '/patient')!.children!)).toEqual(['患者列表', '异常患者']);
    expect(tree.find((i) => i.key === '/system')!.children!.map((c) => c.key)).toEqual(['/system/dict']);
  });
  it('turns items with children into submenus', () => {
    expect(tree.find((i) => i.key === '/patient')!.children).toHaveLength(2);
  });
  it('keeps an always-show item as a single item', () => {
    const single = tree.find((i) => i.key === '/single')!;
    expect(single.children).toBeUndefined();
  });
  it('hides a parent whose children are all hidden', () => {
    expect(tree.find((i) => i.key === '/empty')).toBeUndefined();
  });
  it('marks external targets and reads the badge URL from the entry or its meta', () => {
    expect(tree.find((i) => i.key === '/docs')).toMatchObject({
      target: '_blank',
      url: 'https://docs.example.com',
    });
    const [list, abnormal] = tree.find((i) => i.key === '/patient')!.children!;
    expect(list!.cornerMarkUrl).toBe('/badge/a');
    expect(abnormal!.cornerMarkUrl).toBe('/badge/b');
  });
  it('relabels the home menu as 统计分析 for DF-D-WEB only', () => {
    expect(buildMenuTree(serverMenu, { appCode: 'DF-D-WEB' })[0]!.title).toBe('统计分析');
    expect(tree[0]!.title).toBe('首页');
  });
  it('answers an empty tree for a missing menu', () => {
    expect(buildMenuTree(null)).toEqual([]);
  });
});

describe('selected and open keys', () => {
  const tree = buildMenuTree(serverMenu);

  it('selects the route path, or the full path for parametrised routes', () => {
    expect(
      selectedKeyFor({ path: '/patient/list', fullPath: '/patient/list?x=1', routePath: '/patient/list' }),
    ).toBe('/patient/list');
    expect(
      selectedKeyFor({
        path: '/system/dict/item/7',
        fullPath: '/system/dict/item/7?t=1',
        routePath: '/system/dict/item/:id',
      }),
    ).toBe('/system/dict/item/7?t=1');
  });
  it('finds the submenus above a key', () => {
    expect(ancestorKeys(tree, '/system/dict/item/:id')).toEqual(['/system', '/system/dict']);
    expect(ancestorKeys(tree, '/patient/list')).toEqual(['/patient']);
    expect(ancestorKeys(tree, '/nowhere')).toEqual([]);
  });
  it('accordion keeps one top-level submenu open with its nested keys', () => {
    expect(
      accordionOpenKeys(tree, ['/system', '/system/dict'], ['/system', '/system/dict', '/patient']),
    ).toEqual(['/patient']);
    expect(accordionOpenKeys(tree, ['/patient'], ['/patient', '/system'])).toEqual(['/system']);
    expect(accordionOpenKeys(tree, ['/system'], ['/system', '/system/dict'])).toEqual([
      '/system',
      '/system/dict',
    ]);
    expect(accordionOpenKeys(tree, ['/system'], [])).toEqual([]);
  });
});

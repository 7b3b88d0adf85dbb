// Issue 10 item 5: inside server/src, hooks/src and console/src the imports make no circle, neither between files nor
// between the folders that hold them (a folder circle is what makes an import run back up a floor). Static imports,
// re-exports and import() all count; tests are left out. A new circle anywhere fails here with its members.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/contract-document.js';

/** Each source root, and how a file's folder is named: a feature folder of the console is a folder of its own. */
const ROOTS = ['server/src', 'hooks/src', 'console/src'];
const folderOf = (path: string): string => {
  const parts = relative(REPO_ROOT, path).split('/');
  const depth = parts[2] === 'features' ? 4 : 3;
  return parts.length > depth ? parts.slice(0, depth).join('/') : parts.join('/');
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test(-util)?\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

const SPECIFIERS = [
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*'(\.{1,2}\/[^']+)'/g,
  /(?:^|\n)\s*import\s*'(\.{1,2}\/[^']+)'/g,
  /\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g,
];

/** The file a relative specifier lands on (ESM `.js` names the `.ts` source; the console omits extensions). */
function resolveSpecifier(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.jsx?$/, '');
  for (const candidate of [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

type Graph = Map<string, Set<string>>;

export function importGraph(files: readonly string[], read: (file: string) => string): Graph {
  const graph: Graph = new Map(files.map((file) => [file, new Set<string>()]));
  for (const file of files) {
    const text = read(file);
    for (const pattern of SPECIFIERS)
      for (const [, spec] of text.matchAll(pattern)) {
        const target = resolveSpecifier(file, spec!);
        if (target && graph.has(target)) graph.get(file)!.add(target);
      }
  }
  return graph;
}

/** Strongly connected parts of more than one node, or a node that reaches itself (Tarjan). */
export function circles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || graph.get(node)!.has(node)) found.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

function foldersGraph(files: Graph): Graph {
  const folders: Graph = new Map();
  for (const [file, targets] of files) {
    const from = folderOf(file);
    const edges = folders.get(from) ?? new Set<string>();
    folders.set(from, edges);
    for (const target of targets) if (folderOf(target) !== from) edges.add(folderOf(target));
  }
  return folders;
}

const named = (parts: string[][]) => parts.map((part) => part.map((path) => relative(REPO_ROOT, path)));

describe('import graph', () => {
  it('finds a circle between files and between folders, through import() too', () => {
    const a = join(REPO_ROOT, 'hooks/src/one/a.ts');
    const b = join(REPO_ROOT, 'hooks/src/two/b.ts');
    const c = join(REPO_ROOT, 'hooks/src/two/c.ts');
    const graph: Graph = new Map([
      [a, new Set([b])],
      [b, new Set<string>()],
      [c, new Set([a])],
    ]);
    expect(circles(graph)).toEqual([]);
    expect(circles(foldersGraph(graph))).toEqual([['hooks/src/one', 'hooks/src/two']]);
    graph.get(b)!.add(c);
    expect(named(circles(graph))).toEqual([
      ['hooks/src/one/a.ts', 'hooks/src/two/b.ts', 'hooks/src/two/c.ts'],
    ]);
    const lazy = importGraph([join(REPO_ROOT, 'console/src/pages/registry.ts')], (file) =>
      file.endsWith('registry.ts') ? "const x = () => import('./registry');" : '',
    );
    expect(named(circles(lazy))).toEqual([['console/src/pages/registry.ts']]);
  });

  for (const root of ROOTS)
    it(`${root}: no circle of files or folders`, () => {
      const files = sourceFiles(join(REPO_ROOT, root));
      const graph = importGraph(files, (file) => readFileSync(file, 'utf8'));
      const edges = [...graph.values()].reduce((sum, targets) => sum + targets.size, 0);
      // The walk resolved the imports of a real tree, so no circle means something.
      expect(files.length).toBeGreaterThan(50);
      expect(edges).toBeGreaterThan(files.length);
      expect({ files: named(circles(graph)), folders: circles(foldersGraph(graph)) }).toEqual({
        files: [],
        folders: [],
      });
    });
});

// Issue 10 item 5: one hook reads any model (`useModelState` in @clinic/hooks' core). A hook whose whole body hands
// its arguments to useModelState or useSyncExternalStore is the same hook under another name; in hooks/src or
// console/src it fails here. Hooks that start a model, build one or read below its snapshot are not aliases.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/contract-document.js';

const ROOTS = ['hooks/src', 'console/src'].map((dir) => join(REPO_ROOT, dir));
/** The generic hook itself is the one place allowed to forward to useSyncExternalStore. */
const GENERIC = { file: 'hooks/src/core/use-model-state.ts', name: 'useModelState' };
const READERS = new Set(['useModelState', 'useSyncExternalStore']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test(-util)?\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** A plain value reaching the reader: a parameter or a member of one (`model`, `model.getSnapshot`, `props.m`). */
const isForwarded = (node: ts.Expression): boolean =>
  ts.isIdentifier(node) || (ts.isPropertyAccessExpression(node) && isForwarded(node.expression));

/** The expression a function body returns when that is all it does, else null. */
function onlyReturned(body: ts.ConciseBody): ts.Expression | null {
  if (!ts.isBlock(body)) return body;
  const [only, ...rest] = body.statements;
  return only && rest.length === 0 && ts.isReturnStatement(only) && only.expression ? only.expression : null;
}

function isAliasBody(body: ts.ConciseBody | undefined): boolean {
  let returned = body && onlyReturned(body);
  while (returned && (ts.isParenthesizedExpression(returned) || ts.isAsExpression(returned)))
    returned = returned.expression;
  return (
    !!returned &&
    ts.isCallExpression(returned) &&
    ts.isIdentifier(returned.expression) &&
    READERS.has(returned.expression.text) &&
    returned.arguments.every(isForwarded)
  );
}

interface Hook {
  name: string;
  alias: boolean;
}

/** Every hook a file defines (function declarations and functions bound to a const), and whether it is an alias. */
function hooksOf(fileName: string, text: string): Hook[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const hooks: Hook[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && /^use[A-Z]/.test(node.name.text))
      hooks.push({ name: node.name.text, alias: isAliasBody(node.body) });
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /^use[A-Z]/.test(node.name.text) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      hooks.push({ name: node.name.text, alias: isAliasBody(node.initializer.body) });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return hooks;
}

/** Aliases of the kinds that came and went: each must be caught, so the check is known to see them. */
const PROBE = `
import { useEffect, useSyncExternalStore } from 'react';
export function useSession(model: SessionModel): SessionSnapshot {
  return useModelState(model);
}
export function useImport<F>(model: ImportModel<F>) {
  return useModelState(model) as ImportSnapshot<F>;
}
export const useLayout = (model: LayoutModel) => useModelState(model);
export const useMenu = function (props: { menu: MenuModel }) {
  return useModelState(props.menu);
};
export function useLiveStatus(c: LiveConnection) {
  return useSyncExternalStore(c.subscribe, c.getSnapshot, c.getSnapshot);
}
export function useIdle(model: IdleModel) {
  useEffect(() => {
    model.start();
    return () => model.stop();
  }, [model]);
  return useModelState(model);
}
export function useHeaderHidden(model: SettingsModel, y: number) {
  return isHeaderHidden(y, useModelState(model));
}
export function useFirstItem(model: MenuModel) {
  return useModelState(model).items[0];
}
`;

describe('no alias hooks', () => {
  it('catches a hook that only renames useModelState, however it is written, and keeps real hooks', () => {
    expect(hooksOf('probe.ts', PROBE)).toEqual([
      { name: 'useSession', alias: true },
      { name: 'useImport', alias: true },
      { name: 'useLayout', alias: true },
      { name: 'useMenu', alias: true },
      { name: 'useLiveStatus', alias: true },
      { name: 'useIdle', alias: false },
      { name: 'useHeaderHidden', alias: false },
      { name: 'useFirstItem', alias: false },
    ]);
  });

  it('hooks/src and console/src define none', () => {
    const aliases: string[] = [];
    const seen: string[] = [];
    for (const file of ROOTS.flatMap(sourceFiles)) {
      const path = relative(REPO_ROOT, file);
      for (const hook of hooksOf(path, readFileSync(file, 'utf8'))) {
        seen.push(`${path}:${hook.name}`);
        if (hook.alias && !(path === GENERIC.file && hook.name === GENERIC.name))
          aliases.push(`${path}: ${hook.name}`);
      }
    }
    // The walk read the generic hook and the packages' many real hooks, so an empty list means something.
    expect(seen).toContain(`${GENERIC.file}:${GENERIC.name}`);
    expect(seen.filter((hook) => hook.startsWith('hooks/src/')).length).toBeGreaterThan(20);
    expect(seen.filter((hook) => hook.startsWith('console/src/')).length).toBeGreaterThan(5);
    expect(aliases).toEqual([]);
  });
});

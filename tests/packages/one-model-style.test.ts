// Issue 10 item 5: one model style in @clinic/hooks. Every feature model is a factory over the observable store
// (`createXModel(...)` answering an interface), so hooks/src exports no class except Error subclasses (thrown and
// told apart with instanceof) and the few listed below, each with its reason. A new exported class fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/contract-document.js';

const CHECKED = join(REPO_ROOT, 'hooks/src');
/** Where a base class may come from: hooks itself and the SDK below it (its typed API errors). */
const INDEXED = ['hooks/src', 'sdk/src'].map((dir) => join(REPO_ROOT, dir));

/** Exported classes that are allowed, by file and name, with the reason. Keep it short. */
const ALLOWED: Record<string, string> = {
  'hooks/src/live/fake-socket.ts:FakeSocket':
    'test double of the browser WebSocket: the live connection is given a constructor and calls `new` on it',
};

/** The host's Error constructors; a class extending one of them (or a class that does) is an Error subclass. */
const BUILT_IN_ERRORS = new Set([
  'Error',
  'TypeError',
  'RangeError',
  'SyntaxError',
  'ReferenceError',
  'EvalError',
  'URIError',
  'AggregateError',
  'DOMException',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

interface ClassFact {
  name: string;
  /** The name after `extends`, when it is a plain (or dotted) name. */
  base: string | null;
  exported: boolean;
}

const hasExport = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

function baseOf(node: ts.ClassLikeDeclaration): string | null {
  const extended = node.heritageClauses?.find((c) => c.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
  if (!extended) return null;
  const expression = extended.expression;
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return '(expression)';
}

/** Every class a file declares, and whether the file exports it however it is written. */
function classesOf(fileName: string, text: string): ClassFact[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const classes: ClassFact[] = [];
  const exportedNames = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isClassDeclaration(node))
      classes.push({ name: node.name?.text ?? 'default', base: baseOf(node), exported: hasExport(node) });
    if (ts.isVariableStatement(node))
      for (const declaration of node.declarationList.declarations) {
        let init = declaration.initializer;
        while (init && (ts.isParenthesizedExpression(init) || ts.isAsExpression(init)))
          init = init.expression;
        if (init && ts.isClassExpression(init) && ts.isIdentifier(declaration.name))
          classes.push({ name: declaration.name.text, base: baseOf(init), exported: hasExport(node) });
      }
    // `export { Thing }`, `export { Thing as Other }` and `export default Thing` of a class declared in the file.
    if (
      ts.isExportDeclaration(node) &&
      !node.moduleSpecifier &&
      node.exportClause &&
      ts.isNamedExports(node.exportClause)
    )
      node.exportClause.elements.forEach((e) => exportedNames.add((e.propertyName ?? e.name).text));
    if (ts.isExportAssignment(node) && ts.isIdentifier(node.expression))
      exportedNames.add(node.expression.text);
    if (ts.isExportAssignment(node) && ts.isClassExpression(node.expression))
      classes.push({ name: 'default', base: baseOf(node.expression), exported: true });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return classes.map((c) => (exportedNames.has(c.name) ? { ...c, exported: true } : c));
}

/** Exported classes that are neither Error subclasses nor allowed, as `path:Name`. */
function offenders(
  files: { path: string; text: string }[],
  index: { path: string; text: string }[],
): string[] {
  const bases = new Map<string, string | null>();
  for (const file of index) for (const c of classesOf(file.path, file.text)) bases.set(c.name, c.base);
  const isError = (name: string | null, seen = new Set<string>()): boolean => {
    if (!name || seen.has(name)) return false;
    if (BUILT_IN_ERRORS.has(name)) return true;
    seen.add(name);
    return isError(bases.get(name) ?? null, seen);
  };
  return files.flatMap((file) =>
    classesOf(file.path, file.text)
      .filter((c) => c.exported && !(c.base && isError(c.base)))
      .map((c) => `${file.path}:${c.name}`)
      .filter((id) => !(id in ALLOWED)),
  );
}

/** The shapes a class can take: each exported non-error one must be caught, so the check is known to see them. */
const PROBE = `
export class TreeModel { private store = createObservableStore({}); }
export default class { open() {} }
class Cache { get() {} }
export { Cache as ResponseCache };
export const Picker = class { confirm() {} };
class Hidden { run() {} }
export class BadInput extends Error {}
export class BadCron extends BadInput {}
export class NotFound extends ClinicApiError {}
export class Wrapped extends mixin(Base) {}
const local = class {};
export function createTreeModel() { return { open() {} }; }
`;
const PROBE_ERRORS = 'export class ClinicApiError extends Error {}';

describe('one model style in @clinic/hooks', () => {
  it('catches an exported class however it is written, and lets Error subclasses and private helpers be', () => {
    const probe = { path: 'probe.ts', text: PROBE };
    expect(offenders([probe], [probe, { path: 'errors.ts', text: PROBE_ERRORS }])).toEqual([
      'probe.ts:TreeModel',
      'probe.ts:default',
      'probe.ts:Cache',
      'probe.ts:Picker',
      'probe.ts:Wrapped',
    ]);
  });

  it('hooks/src exports no class but Error subclasses and the allowed ones', () => {
    const read = (path: string) => ({ path: relative(REPO_ROOT, path), text: readFileSync(path, 'utf8') });
    const files = sourceFiles(CHECKED).map(read);
    const index = INDEXED.flatMap(sourceFiles).map(read);
    const exported = files.flatMap((f) =>
      classesOf(f.path, f.text)
        .filter((c) => c.exported)
        .map((c) => ({ ...c, id: `${f.path}:${c.name}` })),
    );
    // The walk saw the Error subclasses and every allowed class, so an empty list of offenders means something.
    expect(exported.filter((c) => c.base === 'Error').length).toBeGreaterThan(2);
    expect(exported.map((c) => c.id)).toEqual(expect.arrayContaining(Object.keys(ALLOWED)));
    expect(offenders(files, index)).toEqual([]);
  });
});

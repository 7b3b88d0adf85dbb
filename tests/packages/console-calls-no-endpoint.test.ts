// Issue 10 item 5 / GUIDE: console components render hooks and call no endpoint. Every console source file is read
// with the TypeScript checker; any use of an SDK client member that reaches the server (call*, request*, upload,
// download, paginate, resource, or a per-tag operation group), however the client is named, passed or destructured,
// fails here. The client's session plumbing (stores, token, tenant, fileUrl, middleware) stays allowed: adapters in
// @clinic/hooks take the client and make the calls.
import { join, relative } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/contract-document.js';

const CONSOLE = join(REPO_ROOT, 'console');
/** Members of the SDK client that do not reach an endpoint. */
const PLUMBING = new Set([
  'use',
  'eject',
  'onSessionExpired',
  'setToken',
  'getToken',
  'setTenant',
  'fileUrl',
  'tokenStore',
  'tenantStore',
  'appCode',
  'staticDomain',
]);
/** The client's own declarations: the core methods and the generated per-tag groups, not the contract's data shapes. */
const CLIENT_DECLARATION = /[\\/]sdk[\\/](src|dist)[\\/](client[\\/]|generated[\\/]operations\.)/;

/** A probe that must be caught, so the check is known to see a client under another name, destructured or grouped. */
const PROBE = join(CONSOLE, 'src', '__endpoint_probe__.ts');
const PROBE_TEXT = `
import type { ClinicClient } from '@clinic/sdk';
export async function probe(c: ClinicClient, picked: Pick<ClinicClient, 'download'>) {
  await c.call('clearCache');
  const { request } = c;
  await request('GET', '/x');
  await c.cache.clearCache();
  await picked.download('/x');
  c.setToken(null);
  return c.fileUrl('a.png') + c.appCode;
}
`;

function consoleProgram(): ts.Program {
  const configPath = join(CONSOLE, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    name === PROBE ? ts.createSourceFile(name, PROBE_TEXT, version) : getSourceFile(name, version, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === PROBE || fileExists(name);
  const roots = config.fileNames.filter(
    (f) => f.startsWith(join(CONSOLE, 'src')) && !/\.test\.tsx?$/.test(f),
  );
  return ts.createProgram({
    rootNames: [...roots, PROBE],
    options: { ...config.options, noEmit: true },
    host,
  });
}

/** file:line member, for every endpoint-reaching client member a file uses. */
function endpointUses(program: ts.Program): Map<string, string[]> {
  const checker = program.getTypeChecker();
  const found = new Map<string, string[]>();
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(join(CONSOLE, 'src')) || /\.test\.tsx?$/.test(file.fileName)) continue;
    const uses: string[] = [];
    const visit = (node: ts.Node) => {
      let name: ts.Node | undefined;
      let symbol: ts.Symbol | undefined;
      if (ts.isPropertyAccessExpression(node)) {
        name = node.name;
        symbol = checker.getSymbolAtLocation(node.name);
      } else if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
        name = node.argumentExpression;
        symbol = checker.getTypeAtLocation(node.expression).getProperty(node.argumentExpression.text);
      } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
        name = node.propertyName ?? node.name;
        if (ts.isIdentifier(name) || ts.isStringLiteralLike(name)) {
          symbol = checker.getTypeAtLocation(node.parent).getProperty(name.text);
        }
      }
      if (name && symbol && !PLUMBING.has(symbol.name)) {
        const declarations = symbol.declarations ?? [];
        if (declarations.some((d) => CLIENT_DECLARATION.test(d.getSourceFile().fileName))) {
          const { line } = file.getLineAndCharacterOfPosition(node.getStart());
          uses.push(`${line + 1} ${symbol.name}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    if (uses.length) found.set(relative(REPO_ROOT, file.fileName), uses);
  }
  return found;
}

describe('console components call no endpoint', () => {
  let uses: Map<string, string[]>;
  beforeAll(() => {
    uses = endpointUses(consoleProgram());
  });

  it('the check sees a client called under any name, destructured, through a tag group or a Pick', () => {
    expect(uses.get(relative(REPO_ROOT, PROBE))).toEqual(['4 call', '5 request', '7 cache', '8 download']);
  });

  it('no console source file reaches an endpoint through the SDK client (use a @clinic/hooks model or adapter)', () => {
    const real = [...uses].filter(([file]) => file !== relative(REPO_ROOT, PROBE));
    expect(Object.fromEntries(real)).toEqual({});
  });
});

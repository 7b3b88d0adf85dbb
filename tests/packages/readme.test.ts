// The READMEs a newcomer reads: the two commands first, every server setting documented, no link leaving the
// repository (local URLs of the running server excepted).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/builds.js';
import { markdownLinks as links } from './support/markdown-links.js';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

function sourceFiles(dir: string, tests = false): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return (!tests && entry.name === 'testing') || entry.name === 'node_modules'
        ? []
        : sourceFiles(path, tests);
    if (!/\.(ts|tsx|mjs)$/.test(entry.name)) return [];
    return tests || !/\.test(-util)?\.tsx?$|test-support|test-database/.test(entry.name) ? [path] : [];
  });
}

/** `process.env.<NAME>` read (not assigned) anywhere in the files under `dirs`. */
function readVariables(dirs: string[], tests = false): string[] {
  const names = new Set<string>();
  for (const dir of dirs)
    for (const file of sourceFiles(join(REPO_ROOT, dir), tests))
      for (const m of readFileSync(file, 'utf8').matchAll(/\bprocess\.env\.([A-Z][A-Z0-9_]+)\b(?!\s*=[^=])/g))
        names.add(m[1]!);
  return [...names].sort();
}

/** The console's build-time settings: `import.meta.env.VITE_<NAME>`. */
function consoleVariables(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(join(REPO_ROOT, 'console', 'src')))
    for (const m of readFileSync(file, 'utf8').matchAll(/\bimport\.meta\.env\.(VITE_[A-Z0-9_]+)/g))
      names.add(m[1]!);
  return [...names].sort();
}

/** The rows of the README's tables whose first cell is a variable with a non-empty default cell. */
function documentedInTable(section: string, names: string[]): string[] {
  return names.filter((v) => !new RegExp(`^\\| \`${v}\` +\\| [^|]*\\S[^|]*\\|`, 'm').test(section));
}

/** Variables the server reads: `env.<NAME>` / `process.env.<NAME>`, and the names a file looks up as `env[name]`. */
function serverVariables(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(join(REPO_ROOT, 'server', 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\b(?:process\.)?env\.([A-Z][A-Z0-9_]+)/g)) names.add(m[1]!);
    if (/\benv\[/.test(text))
      for (const m of text.matchAll(/'([A-Z][A-Z0-9]*_[A-Z0-9_]+)'/g)) names.add(m[1]!);
  }
  return [...names].sort();
}

describe('README.md', () => {
  const readme = read('README.md');

  it('opens with exactly the two commands', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)![1]!.trim().split('\n');
    expect(firstBlock.map((line) => line.split('#')[0]!.trim())).toEqual(['npm start', 'npm test']);
    expect(readme.indexOf('```sh')).toBeLessThan(readme.indexOf('\n## '));
  });

  const configuration = readme.slice(
    readme.indexOf('## Configuration'),
    readme.indexOf('## PostgreSQL mode'),
  );

  it('documents every environment variable the server and the scripts read, with its default', () => {
    const vars = [...new Set([...serverVariables(), ...readVariables(['scripts'])])];
    expect(vars).toEqual(
      expect.arrayContaining(['PORT', 'LOG_LEVEL', 'MAX_FILE_BYTES', 'IM_SECRET', 'NODE_ENV', 'SIGN_SECRET']),
    );
    expect(documentedInTable(configuration, vars)).toEqual([]);
  });

  it('documents every build setting of the console, with its default', () => {
    const vars = consoleVariables();
    expect(vars).toEqual(expect.arrayContaining(['VITE_SIGN_SECRET', 'VITE_APP_CODE']));
    expect(documentedInTable(configuration, vars)).toEqual([]);
  });

  it('names every variable the tests and benchmarks read', () => {
    const vars = readVariables(['tests'], true);
    expect(vars).toEqual(expect.arrayContaining(['TEST_DATABASE_URL', 'E2E_BUILD']));
    expect(vars.filter((v) => !configuration.includes(`\`${v}\``))).toEqual([]);
  });

  it('lists every demo login the seed creates, with its password', () => {
    const seed = read('server/src/seed/identity-data.ts');
    const password = /DEMO_PASSWORD = '([^']+)'/.exec(seed)![1]!;
    const users = [...seed.matchAll(/^\s+username: '([^']+)',$/gm)].map((m) => m[1]!);
    expect(users).toEqual(expect.arrayContaining(['admin', 'doctor', 'operator']));
    const start = readme.slice(readme.indexOf('## After `npm start`'), readme.indexOf('## Configuration'));
    expect(start).toContain(`the password \`${password}\``);
    const listed = [...start.matchAll(/^\| `([^`]+)` +\|/gm)].map((m) => m[1]!);
    expect(listed.sort()).toEqual([...users].sort());
  });

  it('walks through PostgreSQL mode and production with N processes behind a reverse proxy', () => {
    const section = (title: string) => {
      const from = readme.indexOf(`\n## ${title}`);
      expect(from, title).toBeGreaterThan(0);
      const next = readme.indexOf('\n## ', from + 1);
      return readme.slice(from, next < 0 ? undefined : next);
    };
    const postgres = section('PostgreSQL mode, step by step');
    for (const text of ['DATABASE_URL=', 'SEED_DEMO=1', 'ADMIN_PASSWORD=', 'SERVER_SECRET'])
      expect(postgres, text).toContain(text);
    const production = section('Production');
    for (const text of [
      '--production',
      'NODE_ENV=production',
      'SIGN_SECRET',
      'SERVER_SECRET',
      'VITE_SIGN_SECRET',
      'DATABASE_URL',
      'ADMIN_PASSWORD',
      'SEED_DEMO',
      'TRUST_PROXY',
      'CONSOLE_DIR',
      'PORT=8082',
      'GET /health',
      // The live messages' socket needs the upgrade passed through the proxy.
      'proxy_set_header Upgrade $http_upgrade',
    ])
      expect(production, text).toContain(text);
  });

  it('links the API reference and both how-tos', () => {
    for (const target of ['http://127.0.0.1:8080/docs', 'docs/adding-a-resource.md', 'docs/adding-a-page.md'])
      expect(links(readme)).toContain(target);
  });
});

const DOCUMENTS = [
  'README.md',
  'sdk/README.md',
  'hooks/README.md',
  ...readdirSync(join(REPO_ROOT, 'hooks', 'src'))
    .filter((feature) => existsSync(join(REPO_ROOT, 'hooks', 'src', feature, 'README.md')))
    .map((feature) => `hooks/src/${feature}/README.md`),
  'hooks/docs/api/README.md',
  ...readdirSync(join(REPO_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe.each(DOCUMENTS)('%s links', (file) => {
  it('name no file outside the repository, not even in passing', () => {
    expect(read(file)).not.toMatch(/\.\.\/shared\b|\/work\//);
  });

  it('stay inside the repository (or point at the local server)', () => {
    const base = dirname(join(REPO_ROOT, file));
    for (const target of links(read(file))) {
      if (target.startsWith('#')) continue;
      if (/^https?:/.test(target)) {
        expect(new URL(target).hostname, target).toBe('127.0.0.1');
        continue;
      }
      const path = resolve(base, target.split('#')[0]!);
      expect(relative(REPO_ROOT, path).startsWith('..'), `${target} leaves the repository`).toBe(false);
      expect(existsSync(path), `${target} does not exist`).toBe(true);
    }
  });
});

// The READMEs a newcomer reads: the two commands first, every server setting documented, no link leaving the
// repository (local URLs of the running server excepted).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/builds.js';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test(-util)?\.ts$|test-support|test-database/.test(entry.name)
      ? [path]
      : [];
  });
}

/** Variables the server reads: `env.NAME` / `process.env.NAME`, and the names a file looks up as `env[name]`. */
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

function links(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)|<(https?:\/\/[^>]+)>/g)].map((m) => (m[1] ?? m[2])!);
}

describe('README.md', () => {
  const readme = read('README.md');

  it('opens with exactly the two commands', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)![1]!.trim().split('\n');
    expect(firstBlock.map((line) => line.split('#')[0]!.trim())).toEqual(['npm start', 'npm test']);
    expect(readme.indexOf('```sh')).toBeLessThan(readme.indexOf('\n## '));
  });

  it('documents every environment variable the server reads, with its default', () => {
    const vars = serverVariables();
    expect(vars).toEqual(expect.arrayContaining(['PORT', 'LOG_LEVEL', 'MAX_FILE_BYTES', 'IM_SECRET']));
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## PostgreSQL mode'));
    const missing = vars.filter((v) => !new RegExp(`^\\| \`${v}\` +\\| [^|]*\\S[^|]*\\|`, 'm').test(table));
    expect(missing).toEqual([]);
  });
});

describe.each(['README.md', 'sdk/README.md'])('%s links', (file) => {
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

// Issue 10's proof, the half a browser cannot see: the 随访记录 resource is one declaration plus its migration.
// No hand-written file of the server, hooks or console names it; everything else is generated from the declaration.
// A feature may read the declaration itself (resources.followup: the 工作台 home counts its rows), never restate it.
// The browser journey on it is tests/e2e/followup-resource.spec.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '@clinic/sdk/resources';
import { REPO_ROOT } from '../support/contract-document.js';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });
}

describe('a resource added with one declaration and its migration', () => {
  it('is declared once, with its table created by a migration', () => {
    expect(resources.followup.title).toBe('随访记录');
    expect(existsSync(join(REPO_ROOT, 'sdk/src/resources/defs/followup.ts'))).toBe(true);
    const migrations = readdirSync(join(REPO_ROOT, 'server/drizzle')).filter((f) => f.endsWith('.sql'));
    const creating = migrations.filter((f) =>
      readFileSync(join(REPO_ROOT, 'server/drizzle', f), 'utf8').includes('CREATE TABLE "chronic_followup"'),
    );
    expect(creating).toEqual(['0004_followup.sql']);
  });

  it('is named by no hand-written file of server, hooks or console, except as the declaration it reads', () => {
    const naming = ['server/src', 'hooks/src', 'console/src']
      .flatMap((dir) => sourceFiles(join(REPO_ROOT, dir)))
      .filter((file) => /\bfollowup\b/.test(readFileSync(file, 'utf8').replaceAll('resources.followup', '')))
      .map((file) => relative(REPO_ROOT, file));
    expect(naming).toEqual([]);
  });
});

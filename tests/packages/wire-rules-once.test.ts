// Issue 10: a wire rule lives once, in the SDK's pure subpaths (@clinic/sdk/wire, @clinic/sdk/validators), and the
// hooks, the console and the server import it. A source file that restates one (the advanced query's rule list or
// its encoding, a field-format pattern, the greeting periods, the default application code, the page-size cap)
// fails here, whichever file it is; so does a contract that says otherwise than the SDK.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMED_FORMATS, patterns } from '@clinic/sdk/validators';
import {
  DEFAULT_APP_CODE,
  SUPER_QUERY_MATCH_TYPES,
  SUPER_QUERY_RULES,
  greetingPeriod,
} from '@clinic/sdk/wire';
import { DOCUMENT_PATH, REPO_ROOT } from '../support/contract-document.js';

const ROOTS = ['sdk/src', 'hooks/src', 'console/src', 'server/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test(-util)?\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = ROOTS.flatMap((root) => sourceFiles(join(REPO_ROOT, root))).map((path) => ({
  file: relative(REPO_ROOT, path),
  text: readFileSync(path, 'utf8'),
}));

const outside = (...owners: string[]) => files.filter((f) => !owners.some((o) => f.file.startsWith(o)));

describe('wire rules live once, in the SDK', () => {
  it('the advanced query rule list is written only in sdk/src/wire', () => {
    const quoted = new RegExp(`['"\`](${SUPER_QUERY_RULES.join('|')})['"\`]`, 'g');
    const restating = outside('sdk/src/wire/').filter(({ text }) =>
      // an array literal naming four or more rules is a copy of the list
      [...text.matchAll(/\[[^[\]]{0,600}\]/g)].some(
        ([list]) => new Set([...list.matchAll(quoted)].map((m) => m[1])).size >= 4,
      ),
    );
    expect(restating.map((f) => f.file)).toEqual([]);
  });

  it('the superQueryParams encoding and parsing are written only in sdk/src/wire', () => {
    const restating = outside('sdk/src/wire/').filter(({ text }) =>
      /encodeURIComponent\(\s*JSON\.stringify|JSON\.parse\([^)]*decodeURIComponent|\bMAX_RULES\b/.test(text),
    );
    expect(restating.map((f) => f.file)).toEqual([]);
  });

  it('field-format patterns are written only in sdk/src/validators', () => {
    const sources = new Set([
      ...Object.values(patterns).map((p) => p.source),
      ...Object.values(NAMED_FORMATS).map((f) => f.pattern.source),
    ]);
    const restating = outside('sdk/src/validators/').flatMap(({ file, text }) =>
      [...sources]
        .filter((s) => text.includes(`/${s}/`) || text.includes(JSON.stringify(s).slice(1, -1)))
        .map((s) => `${file}: /${s}/`),
    );
    // mobile numbers in any spelling: the strict and the loose rule are the SDK's
    const mobiles = outside('sdk/src/validators/')
      .filter(({ text }) => /1\[(3-9|34578|3\|4\|5\|7\|8)\]\\d\{9\}/.test(text))
      .map((f) => f.file);
    expect([...restating, ...mobiles]).toEqual([]);
  });

  it('the greeting periods are written only in sdk/src/wire', () => {
    const words = [0, 10, 12, 15, 21].map(greetingPeriod);
    expect(new Set(words).size).toBe(5);
    const restating = outside('sdk/src/wire/').filter(({ text }) => words.some((w) => text.includes(w)));
    expect(restating.map((f) => f.file)).toEqual([]);
  });

  it('the default application code is written only in sdk/src/wire (the per-code variant table names it as a key)', () => {
    const restating = outside('sdk/src/wire/', 'hooks/src/variant/app-variants.ts').filter(({ text }) =>
      text.includes(`'${DEFAULT_APP_CODE}'`),
    );
    expect(restating.map((f) => f.file)).toEqual([]);
  });

  it('the server reads pageNo/pageSize in one paging()', () => {
    const restating = outside('server/src/core/paging.ts')
      .filter((f) => f.file.startsWith('server/src/'))
      .filter(({ text }) => /MAX_PAGE_SIZE\s*=|Math\.min\([^)]*pageSize|\(pageNo\s*-\s*1\)/.test(text));
    expect(restating.map((f) => f.file)).toEqual([]);
  });
});

describe('the contract says what the SDK says', () => {
  type Node = { [key: string]: Node } & { enum?: unknown[]; default?: unknown; pattern?: string };
  const schemas = (JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8')) as { components: Node }).components;

  it('advanced query rules and match types', () => {
    expect(schemas.schemas!.SuperQueryRule!.properties!.rule!.enum).toEqual([...SUPER_QUERY_RULES]);
    expect(schemas.parameters!.SuperQueryMatchType!.schema!.enum).toEqual([...SUPER_QUERY_MATCH_TYPES]);
  });

  it('the default application code', () => {
    expect(schemas.parameters!.AppCode!.schema!.default).toBe(DEFAULT_APP_CODE);
  });

  it('registration checks the mobile number the register form checks', () => {
    expect(schemas.schemas!.RegisterRequest!.properties!.phone!.pattern).toBe(
      NAMED_FORMATS.mobile.pattern.source,
    );
  });
});

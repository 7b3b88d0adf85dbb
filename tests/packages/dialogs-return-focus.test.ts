// Every Radix dialog of the console gives focus back to what opened it (issue 14 item 5): its Content spreads
// `returnFocus` (console/src/ui/return-focus.ts, proved in return-focus.test.tsx) or opens from its own Trigger, to
// which Radix returns focus itself. A dialog written without either left focus on <body> when it closed.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/builds.js';

const SRC = join(REPO_ROOT, 'console', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** `<X.Content ...>` of a Radix Dialog/AlertDialog namespace that neither returns focus nor has a Trigger beside it. */
export function contentsWithoutReturn(source: string): string[] {
  const namespaces = [
    ...source.matchAll(/import \* as (\w+) from '@radix-ui\/react-(?:alert-)?dialog'/g),
  ].map((m) => m[1]!);
  return namespaces.flatMap((ns) => {
    if (source.includes(`<${ns}.Trigger`)) return [];
    const tags = [...source.matchAll(new RegExp(`<${ns}\\.Content\\b(?:[^>]|=>)*>`, 'g'))].map((m) => m[0]);
    return tags.filter((tag) => !tag.includes('{...returnFocus}') && !tag.includes('onCloseAutoFocus'));
  });
}

describe('every Radix dialog of the console', () => {
  it('the check sees a Content without returnFocus and accepts one with it or with a Trigger', () => {
    const without = `import * as D from '@radix-ui/react-dialog';\n<D.Content className="x" onEscapeKeyDown={(e) => e}>`;
    expect(contentsWithoutReturn(without)).toHaveLength(1);
    expect(contentsWithoutReturn(without.replace('className', '{...returnFocus} className'))).toEqual([]);
    expect(contentsWithoutReturn(`${without}\n<D.Trigger>打开</D.Trigger>`)).toEqual([]);
  });

  it('returns focus to its invoker (returnFocus), or opens from its own Trigger', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(100);
    const checked = files.filter((file) =>
      /@radix-ui\/react-(alert-)?dialog'/.test(readFileSync(file, 'utf8')),
    );
    expect(checked.length).toBeGreaterThan(5);
    const missing = checked.flatMap((file) =>
      contentsWithoutReturn(readFileSync(file, 'utf8')).map((tag) => `${file.slice(SRC.length + 1)}: ${tag}`),
    );
    expect(missing).toEqual([]);
  });
});

// After the suite: the run fails when any server answered outside the OpenAPI document (VALIDATE_RESPONSES drift lines).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DRIFT = '"msg":"response drift"';
const outputDir = fileURLToPath(new URL('../../test-results/', import.meta.url));

function serverLogs(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) =>
    e.isDirectory()
      ? serverLogs(join(dir, e.name))
      : /^server-\d+\.log$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

/** Drift lines of every server log the run wrote. */
export function driftLines(dir = outputDir): string[] {
  return serverLogs(dir).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes(DRIFT))
      .map((line) => `${file}: ${line.slice(0, 600)}`),
  );
}

export default function globalTeardown(): void {
  const drift = driftLines();
  if (drift.length > 0)
    throw new Error(`${drift.length} answers outside the OpenAPI document:\n${drift.join('\n')}`);
}

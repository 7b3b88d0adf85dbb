// Reads an exported workbook back to text with the server's own SheetJS, so exports can be scanned like JSON.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { REPO_ROOT } from './contract-document.js';

interface SheetJs {
  read(data: Buffer, opts: { type: 'buffer' }): { SheetNames: string[]; Sheets: Record<string, unknown> };
  utils: { sheet_to_csv(sheet: unknown): string };
}

// @clinic/tests does not depend on SheetJS itself; the server's copy is the one that wrote the file.
const xlsx = createRequire(resolve(REPO_ROOT, 'server', 'package.json'))('@e965/xlsx') as SheetJs;

export function workbookText(data: Buffer): string {
  const book = xlsx.read(data, { type: 'buffer' });
  return book.SheetNames.map((name) => xlsx.utils.sheet_to_csv(book.Sheets[name])).join('\n');
}

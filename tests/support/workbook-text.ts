// Reads exported workbooks back to text and writes import workbooks, with the server's own SheetJS.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { REPO_ROOT } from './contract-document.js';

interface SheetJs {
  read(data: Buffer, opts: { type: 'buffer' }): { SheetNames: string[]; Sheets: Record<string, unknown> };
  write(book: unknown, opts: { type: 'buffer'; bookType: 'xlsx' }): Buffer;
  utils: {
    sheet_to_csv(sheet: unknown): string;
    aoa_to_sheet(rows: unknown[][]): unknown;
    book_new(): unknown;
    book_append_sheet(book: unknown, sheet: unknown, name: string): void;
  };
}

// @clinic/tests does not depend on SheetJS itself; the server's copy is the one that wrote the file.
const xlsx = createRequire(resolve(REPO_ROOT, 'server', 'package.json'))('@e965/xlsx') as SheetJs;

export function workbookText(data: Buffer): string {
  const book = xlsx.read(data, { type: 'buffer' });
  return book.SheetNames.map((name) => xlsx.utils.sheet_to_csv(book.Sheets[name])).join('\n');
}

/** A one-sheet .xlsx: the first row is the header. */
export function workbookFrom(rows: unknown[][]): Buffer {
  const book = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(book, xlsx.utils.aoa_to_sheet(rows), 'Sheet1');
  return xlsx.write(book, { type: 'buffer', bookType: 'xlsx' });
}

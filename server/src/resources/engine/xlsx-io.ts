// Spreadsheet reading and writing over SheetJS 0.20.3 (@e965/xlsx), kept behind two small functions.
import * as XLSX from '@e965/xlsx';
import { fail } from '../../core/index.js';

export const MAX_IMPORT_ROWS = 5000;

/** Rows as header → cell text; .xls and .xlsx only (checked by the caller), never formulas evaluated. */
export function readSheet(data: Buffer): { headers: string[]; rows: Record<string, string>[] } {
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(data, {
      type: 'buffer',
      cellFormula: false,
      cellHTML: false,
      dense: true,
      sheetRows: MAX_IMPORT_ROWS + 2,
    });
  } catch {
    throw fail.business('文件解析失败，请上传正确的Excel文件');
  }
  const name = wb.SheetNames[0];
  const ws = name ? wb.Sheets[name] : undefined;
  if (!ws) throw fail.business('文件中没有数据');
  const aoa = XLSX.utils.sheet_to_json<unknown[]>(ws, {
    header: 1,
    raw: false,
    defval: '',
    blankrows: false,
    dateNF: 'yyyy-mm-dd hh:mm:ss',
  });
  const [head, ...body] = aoa;
  if (!head || body.length === 0) throw fail.business('文件中没有数据');
  if (body.length > MAX_IMPORT_ROWS) throw fail.business(`一次最多导入${MAX_IMPORT_ROWS}行`);
  const headers = head.map((h) => String(h ?? '').trim());
  return {
    headers,
    rows: body.map((r) => Object.fromEntries(headers.map((h, i) => [h, String(r[i] ?? '').trim()]))),
  };
}

export function writeSheet(headers: string[], data: unknown[][], sheetName = 'Sheet1'): Buffer {
  const ws = XLSX.utils.aoa_to_sheet([headers, ...data]);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, sheetName.slice(0, 31));
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// importExcel and exportXls for a resource: header by field title or name, dictionary labels ↔ codes, row errors
// reported in a stored error workbook (code 201), every insert in one transaction.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  ApiFailure,
  EnvelopeReply,
  fail,
  FileReply,
  type ApiInput,
  type RequestContext,
} from '../../core/index.js';
import { areaCodeOf } from '../area-data.js';
import { dictOptions } from '../dict-store.js';
import { fileUrl, saveFile } from '../file-store.js';
import { addDictText, hasLabels } from './dict-text.js';
import { maskRecords } from './mask.js';
import { addLinked } from './linked.js';
import { fieldsOf, normaliseRecord, selectList, type ResolvedField } from './fields.js';
import { idList, insertRecord, validate } from './write.js';
import { listWhere, orderBy } from './list.js';
import { fromTable } from './scope.js';
import { referenceScope } from './references.js';
import type { Viewer } from './scope.js';
import { col, rows } from './sql-util.js';
import type { ResourceDecl } from './types.js';
import { readSheet, writeSheet, XLSX_TYPE } from './xlsx-io.js';

const MAX_EXPORT_ROWS = 10000;

function exportFields(decl: ResourceDecl): ResolvedField[] {
  return [...fieldsOf(decl).values()].filter(
    (f) => !f.hidden && f.exportable !== false && f.name !== 'tenantId',
  );
}

function importFields(decl: ResourceDecl): ResolvedField[] {
  return [...fieldsOf(decl).values()].filter(
    (f) => !f.hidden && !f.readonly && f.exportable !== false && f.importable !== false,
  );
}

export async function exportXls(decl: ResourceDecl, query: Record<string, unknown>, ctx: RequestContext) {
  let where = await listWhere(decl, query, ctx, undefined, 'export');
  const selections = idList(query.selections);
  if (selections.length > 0) {
    where = sql`${where} AND t.id IN (${sql.join(
      selections.map((i) => sql`${i}`),
      sql`, `,
    )})`;
  }
  const fields = exportFields(decl);
  const raw = await rows(
    ctx.db,
    sql`SELECT ${selectList(fields)} FROM ${fromTable(decl)} WHERE ${where} ${orderBy(decl, query, ctx)} LIMIT ${MAX_EXPORT_ROWS}`,
  );
  const records = raw.map((r) => normaliseRecord(fields, r));
  await addLinked(ctx.db, ctx, fields, records);
  await addDictText(ctx.db, ctx, fields, records);
  maskRecords(decl, fields, records, ctx);
  const data = records.map((r) =>
    fields.map((f) => (hasLabels(f) ? (r[`${f.name}_dictText`] ?? r[f.name]) : r[f.name]) ?? ''),
  );
  return new FileReply(
    writeSheet(
      fields.map((f) => f.title),
      data,
      decl.title,
    ),
    `${decl.title}.xlsx`,
    XLSX_TYPE,
  );
}

/** The empty workbook an import expects: one column per importable field, headed by its title. */
export function importTemplate(decl: ResourceDecl) {
  return new FileReply(
    writeSheet(
      importFields(decl).map((f) => f.title),
      [],
      decl.title,
    ),
    `${decl.title}导入模板.xlsx`,
    XLSX_TYPE,
  );
}

const XLS_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function checkSpreadsheet(name: string, data: Buffer) {
  const ext = name.toLowerCase().split('.').pop();
  const okMagic =
    ext === 'xls'
      ? data.subarray(0, 4).equals(XLS_MAGIC)
      : ext === 'xlsx' && data.subarray(0, 4).equals(ZIP_MAGIC);
  if (!okMagic) throw fail.business('文件格式错误，只支持.xls或.xlsx文件');
}

/** Label → stored code; null for a label several rows share (the row must name it by its code instead). */
type LabelMap = Map<string, string | null>;

function labelMap(pairs: { code: string; label: string }[]): LabelMap {
  const map: LabelMap = new Map();
  for (const { code, label } of pairs) {
    const known = map.get(label);
    map.set(label, known === undefined || known === code ? code : null);
  }
  // A code is always itself, whatever label another row carries.
  for (const { code } of pairs) map.set(code, code);
  return map;
}

/** Maps label text back to the stored code for dictCode and table-dictionary fields, so a sheet written by export imports again. */
async function dictMaps(db: Db, who: Viewer, fields: ResolvedField[]) {
  const maps = new Map<string, LabelMap>();
  for (const f of fields) {
    if (f.dictTable && !f.dictCode) {
      // Labels of the tenant's own rows only: a name never resolves to another tenant's record.
      const ref = f.dictTable;
      const pairs = await rows<{ code: string; label: string }>(
        db,
        sql`SELECT ${col(ref.code)}::text AS code, ${col(ref.text)}::text AS label FROM ${sql.identifier(ref.table)} t
            WHERE ${referenceScope(ref, who, 'write')} LIMIT 20000`,
      );
      maps.set(f.name, labelMap(pairs));
      continue;
    }
    if (!f.dictCode) continue;
    const opts = await dictOptions(db, who.tenantId, f.dictCode);
    maps.set(f.name, labelMap(opts.map((o) => ({ code: o.value, label: o.text }))));
  }
  return maps;
}

/** A cell as stored: labels (names, area paths) back to codes, each of a multi-value cell on its own. */
function storedValue(f: ResolvedField, map: LabelMap | undefined, cell: string): string {
  const one = (v: string) => {
    if (f.labels === 'area') return areaCodeOf(v) ?? v;
    const code = map?.get(v);
    if (code === null) throw fail.business(`${f.title}「${v.slice(0, 50)}」对应多条记录，请填写其编码`);
    return code ?? v;
  };
  return f.multiple
    ? cell
        .split(',')
        .map((v) => one(v.trim()))
        .join(',')
    : one(cell);
}

export async function importExcel(decl: ResourceDecl, input: ApiInput, ctx: RequestContext) {
  const files = input.files.filter(
    (f) => f.fieldname === 'files' || f.fieldname === 'files[]' || f.fieldname === 'file',
  );
  if (files.length === 0) throw fail.business('请选择要导入的文件');
  const fields = importFields(decl);
  const byHeader = new Map<string, ResolvedField>();
  for (const f of fields) {
    byHeader.set(f.title, f);
    byHeader.set(f.name, f);
  }
  const errors: string[][] = [];
  const good: Record<string, unknown>[] = [];
  const maps = await dictMaps(ctx.db, ctx, fields);
  let total = 0;
  for (const file of files) {
    checkSpreadsheet(file.filename, file.data);
    const sheet = readSheet(file.data);
    const known = sheet.headers.filter((h) => byHeader.has(h));
    if (known.length === 0) throw fail.business('文件表头与模板不一致，没有可识别的列');
    const missing = fields.filter((f) => f.required && !sheet.headers.some((h) => byHeader.get(h) === f));
    if (missing.length > 0) throw fail.business(`文件缺少必填列: ${missing.map((f) => f.title).join(',')}`);
    const seen = new Map<string, Set<string>>();
    for (const [i, row] of sheet.rows.entries()) {
      total++;
      const values: Record<string, unknown> = {};
      try {
        for (const [h, cell] of Object.entries(row)) {
          const f = byHeader.get(h);
          if (!f || cell === '') continue;
          values[f.name] = storedValue(f, maps.get(f.name), cell);
        }
        await validate(ctx.db, decl, values, ctx, { partial: false });
        for (const f of fields.filter((x) => x.unique && values[x.name] !== undefined)) {
          const s = seen.get(f.name) ?? new Set<string>();
          const v = String(values[f.name]);
          if (s.has(v)) throw fail.business(`${f.title}在文件中重复: ${v.slice(0, 50)}`);
          s.add(v);
          seen.set(f.name, s);
        }
        good.push(values);
      } catch (e) {
        if (!(e instanceof ApiFailure)) throw e;
        errors.push([`第${i + 2}行`, e.message]);
      }
    }
  }
  await ctx.db.transaction(async (tx) => {
    for (const values of good) await insertRecord(tx as unknown as Db, decl, values, ctx);
  });
  const msg = `文件导入成功${good.length}条，失败${errors.length}条，共${total}条`;
  if (errors.length === 0) return new EnvelopeReply(200, msg, null);
  const fileName = `${decl.title}导入错误信息.xlsx`;
  const key = await saveFile(ctx.db, ctx.tenantId, {
    fileName,
    contentType: XLSX_TYPE,
    data: writeSheet(['行号', '错误信息'], errors),
    ext: 'xlsx',
    biz: 'import',
    createBy: ctx.user?.username ?? null,
  });
  return new EnvelopeReply(201, msg, { msg, fileUrl: fileUrl(key), fileName });
}

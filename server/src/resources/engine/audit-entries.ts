// What 操作日志 says of an engine write: the record's name and, for an edit, the titles of the fields it changed.
import { resources } from '@clinic/sdk/resources';
import { fieldsOf, type ResolvedField } from './fields.js';
import { SYSTEM_FIELDS, type ResourceDecl } from './types.js';

/** Fields that name a record, in the order they are tried; else the first required plain text field. */
const LABEL_FIELDS = [
  'name',
  'realname',
  'titile',
  'title',
  'departName',
  'roleName',
  'dictName',
  'itemText',
  'projectName',
  'patientName',
  'drugName',
  'subjectNo',
  'username',
  'code',
];

/** The field that names a record of this resource, if one does. */
export function labelFieldOf(decl: ResourceDecl): ResolvedField | undefined {
  const name = labelField(decl);
  return name ? fieldsOf(decl).get(name) : undefined;
}

function labelField(decl: ResourceDecl): string | null {
  const fields = fieldsOf(decl);
  const named = LABEL_FIELDS.find((n) => fields.has(n) && !fields.get(n)?.hidden);
  if (named) return named;
  const plain = decl.fields.find(
    (f) => f.required && f.type === 'string' && !f.dictCode && !f.dictTable && !f.refersTo && !f.hidden,
  );
  return plain?.name ?? null;
}

export function recordLabel(decl: ResourceDecl, rec: Record<string, unknown> | undefined): string | null {
  const name = labelField(decl);
  const v = name && rec ? rec[name] : null;
  return v === null || v === undefined || v === '' ? null : String(v);
}

const SYSTEM = new Set(SYSTEM_FIELDS.map((f) => f.name));

/** 修改：手机号、住址 — titles only, so no value (a password, a masked number) reaches the log. */
export function changedFields(
  decl: ResourceDecl,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string {
  const titles: string[] = [];
  for (const f of fieldsOf(decl).values()) {
    if (SYSTEM.has(f.name) || f.hidden) continue;
    const a = before[f.name] ?? null;
    const b = after[f.name] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) titles.push(f.title);
  }
  return titles.length ? `修改：${titles.join('、')}` : '未修改任何字段';
}

/** The record kind's name as its declaration gives it (患者档案), not the older server file's export title. */
export function resourceTitle(decl: ResourceDecl): string {
  const def = (resources as Record<string, { title: string } | undefined>)[decl.name];
  return def?.title ?? decl.title;
}

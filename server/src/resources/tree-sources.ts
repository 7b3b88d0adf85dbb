// The tree tables loadTreeData may read: a client names one by its SQL names, which must match an entry here exactly.
import { fail } from '../core/index.js';

export interface TreeSource {
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  hasChildField: string;
  /** columns a `condition` JSON object may test for equality */
  conditionFields: string[];
  /** value of pidField at the roots */
  rootPid: string;
}

export const TREE_SOURCES: TreeSource[] = [
  {
    tableName: 'sys_tree_dict',
    text: 'name',
    code: 'id',
    pidField: 'pid',
    hasChildField: 'has_child',
    conditionFields: ['code'],
    rootPid: '0',
  },
  {
    tableName: 'sys_category',
    text: 'name',
    code: 'id',
    pidField: 'pid',
    hasChildField: 'has_child',
    conditionFields: ['code'],
    rootPid: '0',
  },
  {
    tableName: 'sys_depart',
    text: 'depart_name',
    code: 'id',
    pidField: 'parent_id',
    hasChildField: '',
    conditionFields: ['org_category'],
    rootPid: '',
  },
];

export function findTreeSource(q: {
  tableName?: unknown;
  text?: unknown;
  code?: unknown;
  pidField?: unknown;
  hasChildField?: unknown;
}): TreeSource {
  const s = TREE_SOURCES.find(
    (t) =>
      t.tableName === q.tableName &&
      t.text === q.text &&
      t.code === q.code &&
      t.pidField === q.pidField &&
      (q.hasChildField === undefined || q.hasChildField === '' || q.hasChildField === t.hasChildField),
  );
  if (!s) throw fail.business('不支持的树形字典表');
  return s;
}

/** `condition` must be a JSON object string over the source's allowed columns, values strings or numbers. */
export function parseCondition(source: TreeSource, raw: unknown): [string, string][] {
  if (raw === undefined || raw === null || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(raw));
  } catch {
    throw fail.business('条件值错误，需要JSON字符串');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw fail.business('条件值错误，需要JSON字符串');
  return Object.entries(parsed as Record<string, unknown>).map(([k, v]) => {
    if (!source.conditionFields.includes(k)) throw fail.business(`条件字段不存在: ${k.slice(0, 50)}`);
    if (typeof v !== 'string' && typeof v !== 'number') throw fail.business('条件值错误，需要JSON字符串');
    return [k, String(v)];
  });
}

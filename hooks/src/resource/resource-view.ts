// What a list page shows of a declared resource: its columns, query form fields and advanced-query fields, derived
// from the declaration alone (a page may reorder or restyle them, never restate them).
import {
  allFields,
  filterOf,
  hasLabel,
  isReadable,
  labelTableOf,
  refTargetOf,
  resources,
  showOf,
  type FieldDef,
  type RefTarget,
  type ResourceDef,
  tableDictCodeOf,
} from '@clinic/sdk/resources';
import { DEFAULT_SORTER } from '../list-page/list-defaults.js';
import type { Sorter } from '../list-page/list-types.js';
import type { TextFilterType } from '../list-page/text-filter.js';
import { POPUP_ELLIPSIS } from '../pickers/popup-report-rules.js';
import type { SuperQueryFieldDef } from '../super-query/super-query-types.js';

export interface ResourceColumn {
  /** The record field (dataIndex); also sent in the `field` parameter. */
  key: string;
  title: string;
  /** The cell shows `<key>_dictText`: the server's label of a dictionary value or a stored id. */
  dict: boolean;
  sortable: boolean;
  /** Dates and times keep their full width when a table is squeezed to fit (a cut date reads wrong). */
  keepWidth?: boolean;
  /** A boolean: the cell reads 是 / 否. */
  yesNo?: boolean;
  /** A single dictionary value: the cell shows the item's colour (字典配置 颜色) when it has one. */
  dictCode?: string;
  /** Characters the cell shows before `...` (a popup field's picked value keeps 12; the tooltip holds it whole). */
  maxChars?: number;
  /** References to a resource with a colour (a patient's 标签): the cell shows each as a tag in its colour. */
  tags?: RefTarget;
  /** A colour value (标签颜色, format color): the cell shows a swatch of it beside the code. */
  swatch?: boolean;
}

export type ResourceQueryField =
  | { kind: 'text'; key: string; label: string; /** How the typed text is marked. */ filter?: TextFilterType }
  | { kind: 'dict'; key: string; label: string; dictCode: string }
  /** A reference to another resource: its names searched on the server (`table,text,code`), its id sent. */
  | { kind: 'search'; key: string; label: string; dictCode: string }
  | { kind: 'dateRange'; key: string; label: string };

/** The list's columns: declared fields shown in lists, then the shown system ones (创建时间). */
export function listColumnsOf(def: ResourceDef): ResourceColumn[] {
  return allFields(def)
    .filter((f) => isReadable(f) && showOf(f).list)
    .map((f) => ({
      key: f.name,
      title: f.title,
      dict: hasLabel(f),
      sortable: Boolean(f.sortable),
      keepWidth: f.type === 'date' || f.type === 'datetime' || f.type === 'time',
      ...(f.type === 'boolean' ? { yesNo: true } : {}),
      ...(f.dict !== undefined && !f.multiple ? { dictCode: f.dict } : {}),
      ...(f.popup ? { maxChars: POPUP_ELLIPSIS } : {}),
      ...colouredRef(f),
      ...(f.format === 'color' ? { swatch: true } : {}),
    }));
}

/** The list's first order: the declaration's `defaultSort` (职务 by 排序), else the newest first. */
export function listSorterOf(def: ResourceDef): Sorter {
  return def.defaultSort
    ? { column: def.defaultSort.field, order: def.defaultSort.order }
    : { ...DEFAULT_SORTER };
}

/** The reference target of a field whose referenced rows carry a colour, as a column's `tags`. */
function colouredRef(f: FieldDef): { tags?: RefTarget } {
  const target = f.ref === undefined ? null : refTargetOf(f.ref);
  return target?.color ? { tags: target } : {};
}

/** The query form: fields shown there whose list parameter exists; dictionaries as selects, dates as ranges. */
export function queryFieldsOf(def: ResourceDef): ResourceQueryField[] {
  const out: ResourceQueryField[] = [];
  for (const f of allFields(def)) {
    const filter = filterOf(f);
    if (!showOf(f).query || filter === false) continue;
    // Several stored ids (a patient's 标签) filter by one of them: the server matches "contains this id".
    const table =
      f.ref !== undefined && (!f.multiple || typeof f.ref === 'object')
        ? labelTableOf(f.ref, Object.values(resources))
        : null;
    if (table && filter === 'eq')
      out.push({
        kind: 'search',
        key: f.name,
        label: f.title,
        dictCode: tableDictCodeOf(table),
      });
    else if (f.dict !== undefined && !f.multiple)
      out.push({ kind: 'dict', key: f.name, label: f.title, dictCode: f.dict });
    else if (filter === 'range') out.push({ kind: 'dateRange', key: f.name, label: f.title });
    else out.push({ kind: 'text', key: f.name, label: f.title, filter: filter === 'like' ? 'like' : 'eq' });
  }
  return out;
}

/** The advanced query's value editor type of a field: pickers for references, the dictionary's choices, dates. */
function superQueryTypeOf(f: FieldDef): string {
  if (f.ref === 'user') return 'sel_user';
  if (f.ref === 'depart') return 'sel_depart';
  if (f.ref === 'area') return 'pca';
  if (f.ref === 'category') return 'cat_tree';
  // Another declared resource (a medication's 患者): typed to search its names on the server.
  if (f.ref !== undefined && refTargetOf(f.ref) !== null) return 'sel_search';
  if (f.dict !== undefined && f.multiple) return 'list_multi';
  switch (f.type) {
    case 'int':
      return 'int';
    case 'number':
      return 'number';
    case 'date':
    case 'datetime':
    case 'time':
      return f.type;
    case 'boolean':
      return 'switch';
    default:
      return 'string';
  }
}

/**
 * The advanced query's fields. Reference pickers keep the stored key (`customReturnField`): 责任医生 stores a
 * user id, so the query filters by the id the picker returns, never by a username.
 */
export function superQueryFieldsOf(def: ResourceDef): SuperQueryFieldDef[] {
  return allFields(def)
    .filter((f) => isReadable(f) && showOf(f).superQuery)
    .map((f) => {
      const field: SuperQueryFieldDef = { value: f.name, text: f.title, type: superQueryTypeOf(f) };
      if (f.dict !== undefined) field.dictCode = f.dict;
      const target = f.ref === undefined ? null : refTargetOf(f.ref);
      if (target && (f.ref === 'user' || f.ref === 'depart')) field.customReturnField = target.key;
      if (field.type === 'sel_search' || field.type === 'cat_tree') {
        const table = labelTableOf(f.ref!, Object.values(resources));
        if (table)
          Object.assign(field, { dictTable: table.table, dictText: table.text, dictCode: table.code });
      }
      if (f.category !== undefined) field.pcode = f.category;
      return field;
    });
}

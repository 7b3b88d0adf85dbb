import { describe, expect, it } from 'vitest';
import { createSuperQueryModel } from './super-query-model.js';
import { valueEditorFor } from './value-editor.js';

describe('valueEditorFor', () => {
  it('maps every field type of the spec to its editor', () => {
    const cases: [string | undefined, string][] = [
      ['sel_search', 'sel_search'],
      ['list_multi', 'list_multi'],
      ['table-dict', 'table-dict'],
      ['popup', 'popup'],
      ['select-user', 'user'],
      ['sel_user', 'user'],
      ['select-depart', 'depart'],
      ['sel_depart', 'depart'],
      ['area-linkage', 'area'],
      ['pca', 'area'],
      ['cat_tree', 'category'],
      ['date', 'date'],
      ['datetime', 'datetime'],
      ['time', 'time'],
      ['int', 'number'],
      ['number', 'number'],
      ['switch', 'switch'],
      ['string', 'text'],
      [undefined, 'text'],
    ];
    for (const [type, kind] of cases) expect(valueEditorFor({ type, rule: 'eq' }).kind).toBe(kind);
  });

  it('gives formats, switch choices, and multiple for in on choice fields', () => {
    expect(valueEditorFor({ type: 'datetime', rule: 'eq' }).format).toBe('YYYY-MM-DD HH:mm:ss');
    expect(valueEditorFor({ type: 'time', rule: 'eq' }).format).toBe('HH:mm:ss');
    expect(valueEditorFor({ type: 'switch', rule: 'eq' }).options).toEqual([
      { value: 'Y', text: '是' },
      { value: 'N', text: '否' },
    ]);
    expect(valueEditorFor({ type: 'list', dictCode: 'sex', rule: 'in' })).toEqual({
      kind: 'dict',
      multiple: true,
    });
    expect(valueEditorFor({ type: 'list', dictCode: 'sex', rule: 'eq' }).multiple).toBe(false);
    expect(valueEditorFor({ type: 'string', rule: 'in' }).multiple).toBe(false);
    // The search select and the category tree pick one value, whatever the rule.
    const patient = { type: 'sel_search', dictTable: 'chronic_patient', dictText: 'name', dictCode: 'id' };
    expect(valueEditorFor({ ...patient, rule: 'in' })).toEqual({ kind: 'sel_search', multiple: false });
    expect(valueEditorFor({ type: 'cat_tree', rule: 'in', options: [] }).multiple).toBe(false);
  });

  it('entering in on a choice field turns a single value into a list', () => {
    const model = createSuperQueryModel([{ value: 'sex', label: '性别', type: 'list', dictCode: 'sex' }]);
    model.open();
    const key = model.getSnapshot().rows[0]!.key;
    model.setField(key, 'sex');
    model.setValue(key, '1');
    model.setRule(key, 'in');
    expect(model.getSnapshot().rows[0]!.val).toEqual(['1']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  defineResource,
  exportFieldsOf,
  filterOf,
  findField,
  importFieldsOf,
  maxLengthOf,
  operationIdOf,
  permissionCodesOf,
  unmaskPermissionOf,
  permissionOf,
  popupConfigOf,
  refTargetOf,
  resourceOperationsOf,
  showOf,
  type ResourceDef,
} from './define.js';
import { resources } from './index.js';

describe('defineResource', () => {
  it('refuses a declaration with a typo when the module loads', () => {
    const base = { name: 'thing', title: '东西', tag: 'thing', base: '/x/thing', permission: 'x:thing' };
    expect(() => defineResource({ ...base, fields: [{ name: 'Bad', title: 'b', type: 'string' }] })).toThrow(
      /bad field name/,
    );
    expect(() =>
      defineResource({
        ...base,
        fields: [{ name: 'a', title: 'a', type: 'string', format: 'nope' as never }],
      }),
    ).toThrow(/unknown format/);
    expect(() =>
      defineResource({ ...base, fields: [], defaultSort: { field: 'missing', order: 'asc' } }),
    ).toThrow(/default sort/);
    expect(() =>
      defineResource({ ...base, fields: [{ name: 'n', title: 'n', type: 'int', enum: ['1'], dict: 'd' }] }),
    ).toThrow(/enum value/);
    // Typed text is kept only by a single dictionary select; templates only by a plain text field.
    expect(() =>
      defineResource({ ...base, fields: [{ name: 'u', title: 'u', type: 'string', allowInput: true }] }),
    ).toThrow(/allowInput needs a single dict/);
    expect(() =>
      defineResource({
        ...base,
        fields: [{ name: 'u', title: 'u', type: 'string', dict: 'd', multiple: true, allowInput: true }],
      }),
    ).toThrow(/allowInput needs a single dict/);
    expect(() =>
      defineResource({
        ...base,
        fields: [{ name: 't', title: 't', type: 'string', templates: [{ name: 'a', text: '{x}' }] }],
      }),
    ).toThrow(/templates need a plain text field/);
    expect(() =>
      defineResource({
        ...base,
        fields: [
          {
            name: 't',
            title: 't',
            type: 'text',
            templates: [
              { name: 'a', text: '{x}' },
              { name: 'a', text: '{y}' },
            ],
          },
        ],
      }),
    ).toThrow(/repeated template/);
    expect(() =>
      defineResource({
        ...base,
        fields: [
          { name: 't', title: 't', type: 'text', maxLength: 3, templates: [{ name: 'a', text: '{长文本}' }] },
        ],
      }),
    ).toThrow(/over its length/);
    // A list never shows a bare code: the labels of an enum come from a dictionary.
    expect(() =>
      defineResource({ ...base, fields: [{ name: 'n', title: 'n', type: 'string', enum: ['1', '0'] }] }),
    ).toThrow(/dictionary for its labels/);
    expect(() =>
      defineResource({
        ...base,
        fields: [{ name: 'n', title: 'n', type: 'string', virtual: true, sortable: true }],
      }),
    ).toThrow(/virtual/);
  });

  it('checks a popup field: a report code, writable destinations, the field itself filled', () => {
    const base = { name: 'thing', title: '东西', tag: 'thing', base: '/x/thing', permission: 'x:thing' };
    const drug = (popup: unknown, extra: Record<string, unknown> = {}) =>
      defineResource({
        ...base,
        fields: [
          { name: 'drugName', title: '药品名称', type: 'string', popup: popup as never, ...extra },
          { name: 'spec', title: '规格', type: 'string' },
          { name: 'code', title: '编码', type: 'string', readonly: true },
        ],
      });
    expect(() => drug({ code: 'drug_report', fields: { drugName: 'drugName', spec: 'spec' } })).not.toThrow();
    expect(() => drug({ code: 'Drug Report', fields: { drugName: 'drugName' } })).toThrow(
      /popup report code/,
    );
    expect(() => drug({ code: 'drug_report', fields: {} })).toThrow(/fills no field/);
    expect(() => drug({ code: 'drug_report', fields: { drugName: 'drugName', x: 'missing' } })).toThrow(
      /unknown or read-only field missing/,
    );
    expect(() => drug({ code: 'drug_report', fields: { drugName: 'drugName', drugCode: 'code' } })).toThrow(
      /read-only field code/,
    );
    expect(() => drug({ code: 'drug_report', fields: { spec: 'spec' } })).toThrow(/the field itself/);
    expect(() => drug({ code: 'drug_report', fields: { drugName: 'drugName' } }, { dict: 'x' })).toThrow(
      /plain string field/,
    );
    expect(() =>
      drug({ code: 'drug_report', fields: { drugName: 'drugName' } }, { widget: 'input' }),
    ).toThrow(/widget popup/);
  });

  it('turns a popup into the picker settings', () => {
    const f = resources.medication.fields.find((x) => x.name === 'drugName')!;
    expect(popupConfigOf(f.popup!)).toEqual({
      code: 'drug_report',
      orgFields: 'drugName,spec',
      destFields: 'drugName,spec',
    });
  });

  it('reads one record with the list permission and imports with its template', () => {
    const p = resources.patient;
    expect(permissionOf(p, 'queryById')).toBe('chronic:patient:list');
    expect(permissionOf(p, 'importTemplate')).toBe('chronic:patient:importExcel');
    expect(resourceOperationsOf(p)).toContain('importTemplate');
    expect(resourceOperationsOf(resources.announcement)).not.toContain('queryById');
    // seven operation codes, and the code that shows its masked 身份证号 and 手机号 whole
    expect(permissionCodesOf(p)).toHaveLength(8);
    expect(unmaskPermissionOf(p)).toBe('chronic:patient:unmask');
    expect(permissionCodesOf(p)).toContain('chronic:patient:unmask');
    expect(unmaskPermissionOf(resources.user)).toBeNull();
  });

  it('every reference names a declared resource with its label and key fields', () => {
    const all: Record<string, ResourceDef> = resources;
    for (const def of Object.values(all)) {
      for (const f of def.fields) {
        if (f.ref === undefined) continue;
        const target = refTargetOf(f.ref);
        if (!target) continue;
        const other = all[target.resource];
        expect(other, `${def.name}.${f.name}`).toBeDefined();
        expect(findField(other!, target.text), `${def.name}.${f.name} text`).toBeDefined();
        expect(findField(other!, target.key), `${def.name}.${f.name} key`).toBeDefined();
      }
    }
  });

  it('derives bounds, import and export columns', () => {
    const u = resources.user;
    const field = (name: string) => u.fields.find((f) => f.name === name)!;
    expect(maxLengthOf(field('realname'))).toBe(100);
    expect(maxLengthOf(resources.patient.fields.find((f) => f.name === 'doctorId')!)).toBe(32);
    // passwords are written on add but never exported, nor imported from a sheet
    expect(exportFieldsOf(u).map((f) => f.name)).not.toContain('password');
    expect(importFieldsOf(u).map((f) => f.name)).not.toContain('password');
    expect(exportFieldsOf(u).map((f) => f.name)).not.toContain('avatar');
    expect(exportFieldsOf(resources.position).map((f) => f.name)).not.toContain('rank');
  });

  it('derives operation ids, permission codes, filters and default placement', () => {
    const p = resources.patient;
    expect(operationIdOf(p, 'queryById')).toBe('patientQueryById');
    expect(permissionOf(p, 'deleteBatch')).toBe('chronic:patient:deleteBatch');
    const name = p.fields.find((f) => f.name === 'name')!;
    const sex = p.fields.find((f) => f.name === 'sex')!;
    expect(filterOf(name)).toBe('like');
    expect(filterOf(sex)).toBe('eq');
    expect(showOf(name)).toMatchObject({ list: true, query: true, superQuery: true, form: true });
  });
});

import { describe, expect, it } from 'vitest';
import { resources } from '@clinic/sdk/resources';
import { resourceActionsOf } from './resource-actions.js';

describe('resourceActionsOf: buttons from the declaration and the user permission codes', () => {
  it('grants exactly the operations whose code the user holds (a doctor on 患者列表)', () => {
    const doctor = new Set([
      'chronic:patient:list',
      'chronic:patient:add',
      'chronic:patient:edit',
      'chronic:patient:exportXls',
    ]);
    const actions = resourceActionsOf(resources.patient, (code) => doctor.has(code));
    expect(actions).toMatchObject({ list: true, queryById: true, add: true, edit: true, exportXls: true });
    expect(actions).toMatchObject({
      delete: false,
      deleteBatch: false,
      importExcel: false,
      importTemplate: false,
    });
  });
  it('never grants an operation the resource does not declare, whatever the codes', () => {
    // Projects are created through their own dialog, not the generic add.
    const actions = resourceActionsOf(resources.project, () => true);
    expect(actions.add).toBe(false);
    expect(actions.edit).toBe(true);
    expect(actions.importTemplate).toBe(true);
    expect(actions.saveRows).toBe(false);
  });
  it('saving rows goes with the edit code on resources edited as rows of a parent (患者用药)', () => {
    const edit = resourceActionsOf(resources.medication, (code) => code === 'chronic:medication:edit');
    expect(edit.saveRows).toBe(true);
    expect(resourceActionsOf(resources.patient, () => true).saveRows).toBe(false);
  });
  it('on rows of research projects the project operation decides too: the doctor holds the code, not the role', () => {
    const system = () => true;
    const doctor = resourceActionsOf(resources.subject, system, (code) => code === 'visitForm:edit');
    expect(doctor).toMatchObject({ list: true, queryById: true, add: false, edit: false, delete: false });
    expect(doctor).toMatchObject({ importExcel: false, importTemplate: false, exportXls: false });
    const researcher = new Set(['subject:add', 'subject:edit', 'subject:export']);
    expect(resourceActionsOf(resources.subject, system, (code) => researcher.has(code))).toMatchObject({
      add: true,
      importExcel: true,
      edit: true,
      exportXls: true,
      delete: false,
      deleteBatch: false,
    });
    // Without a project list nothing project-scoped is offered; resources outside projects ignore it.
    expect(resourceActionsOf(resources.subject, system).add).toBe(false);
    expect(resourceActionsOf(resources.patient, system).add).toBe(true);
  });
});

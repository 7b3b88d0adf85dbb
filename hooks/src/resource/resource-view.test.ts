import { describe, expect, it } from 'vitest';
import { resources } from '@clinic/sdk/resources';
import { listColumnsOf, listSorterOf, queryFieldsOf, superQueryFieldsOf } from './resource-view.js';
import { formFieldsOf, recordBodyOf } from './record-form-fields.js';

const patient = resources.patient;

describe('a list page derived from the patient declaration', () => {
  it('opens in the declared order (职务 by 排序), else newest first', () => {
    expect(listSorterOf(resources.position)).toEqual({ column: 'sortNo', order: 'asc' });
    expect(listSorterOf(patient)).toEqual({ column: 'createTime', order: 'desc' });
  });

  it('lists the fields shown in lists, labels for dictionaries, 创建时间 last', () => {
    const columns = listColumnsOf(patient);
    expect(columns.map((c) => c.title)).toEqual([
      '姓名',
      '性别',
      '出生日期',
      '身份证号',
      '手机号',
      '病种',
      '标签',
      '管理状态',
      '创建时间',
    ]);
    expect(columns.find((c) => c.key === 'sex')).toMatchObject({ dict: true, sortable: true });
  });
  it('query form: dictionaries as selects, dates as ranges, exact text where the declaration filters by equality', () => {
    expect(queryFieldsOf(patient)).toEqual([
      { kind: 'text', key: 'name', label: '姓名', filter: 'like' },
      { kind: 'dict', key: 'sex', label: '性别', dictCode: 'sex' },
      { kind: 'dateRange', key: 'birthday', label: '出生日期' },
      { kind: 'text', key: 'phone', label: '手机号', filter: 'eq' },
      { kind: 'search', key: 'labelIds', label: '标签', dictCode: 'sys_label,name,id' },
      { kind: 'dict', key: 'status', label: '管理状态', dictCode: 'patient_status' },
    ]);
  });
  it('advanced query: reference pickers keep the stored id, multi-value dictionaries a list', () => {
    const fields = superQueryFieldsOf(patient);
    expect(fields.find((f) => f.value === 'doctorId')).toEqual({
      value: 'doctorId',
      text: '责任医生',
      type: 'sel_user',
      customReturnField: 'id',
    });
    expect(fields.find((f) => f.value === 'diseaseType')).toMatchObject({
      type: 'list_multi',
      dictCode: 'disease_type',
    });
    expect(fields.find((f) => f.value === 'areaCode')).toMatchObject({ type: 'pca' });
    expect(fields.some((f) => f.value === 'id')).toBe(false);
  });
  it('advanced query: a reference to another resource is a server search over its label table', () => {
    expect(superQueryFieldsOf(resources.medication).find((f) => f.value === 'patientId')).toEqual({
      value: 'patientId',
      text: '患者',
      type: 'sel_search',
      dictTable: 'chronic_patient',
      dictText: 'name',
      dictCode: 'id',
    });
  });
});

describe('the category field (疾病分类)', () => {
  it('is a category tree under its code in the form and the advanced query, stored as the category id', () => {
    expect(formFieldsOf(patient, 'edit').find((f) => f.name === 'diseaseCategory')).toEqual({
      name: 'diseaseCategory',
      label: '疾病分类',
      type: 'category',
      pcode: 'B01',
    });
    expect(superQueryFieldsOf(patient).find((f) => f.value === 'diseaseCategory')).toEqual({
      value: 'diseaseCategory',
      text: '疾病分类',
      type: 'cat_tree',
      dictTable: 'sys_category',
      dictText: 'name',
      dictCode: 'id',
      pcode: 'B01',
    });
  });
});

describe('the 新增 / 编辑 form derived from a declaration', () => {
  it('takes bounds, formats and pickers from the fields', () => {
    const fields = formFieldsOf(patient, 'add');
    expect(fields.find((f) => f.name === 'name')).toMatchObject({
      type: 'input',
      required: true,
      maxLength: 50,
    });
    expect(fields.find((f) => f.name === 'idCard')).toMatchObject({ rules: ['idCard'] });
    expect(fields.find((f) => f.name === 'age')).toMatchObject({
      type: 'inputNumber',
      min: 0,
      max: 150,
      precision: 0,
    });
    expect(fields.find((f) => f.name === 'doctorId')).toMatchObject({
      type: 'sel_user',
      customReturnField: 'id',
    });
    expect(fields.find((f) => f.name === 'sex')).toMatchObject({ type: 'radio', dictCode: 'sex' });
    expect(fields.some((f) => f.name === 'createTime' || f.name === 'id')).toBe(false);
  });
  it('one popup declaration makes the form field a report picker and the list cell 12 characters long', () => {
    const popup = { code: 'drug_report', orgFields: 'drugName,spec', destFields: 'drugName,spec' };
    expect(formFieldsOf(resources.medication, 'edit').find((f) => f.name === 'drugName')).toMatchObject({
      type: 'popup',
      label: '药品名称',
      required: true,
      popup,
    });
    const columns = listColumnsOf(resources.medication);
    expect(columns.find((c) => c.key === 'drugName')).toMatchObject({ maxChars: 12 });
    expect(columns.find((c) => c.key === 'spec')!.maxChars).toBeUndefined();
  });

  it('draws dates, datetimes and times through the date picker: 医生排班 开始时间 is a time field', () => {
    const fields = formFieldsOf(resources.doctorSchedule, 'add');
    expect(fields.find((f) => f.name === 'startTime')).toMatchObject({ type: 'time', label: '开始时间' });
    expect(fields.find((f) => f.name === 'scheduleDate')).toMatchObject({ type: 'date' });
    expect(formFieldsOf(resources.announcement, 'add').find((f) => f.name === 'startTime')).toMatchObject({
      type: 'datetime',
    });
  });

  it('shows the password only when adding a user, masked', () => {
    expect(formFieldsOf(resources.user, 'add').find((f) => f.name === 'password')).toMatchObject({
      secret: true,
    });
    expect(formFieldsOf(resources.user, 'edit').some((f) => f.name === 'password')).toBe(false);
  });
  it('sends numbers and booleans as the contract types them and leaves out cleared non-nullable values', () => {
    const body = recordBodyOf(resources.user, { sex: '2', status: '', identifyFlag: 'true', email: '' });
    expect(body).toEqual({ sex: 2, identifyFlag: true, email: null });
    expect(recordBodyOf(resources.depart, { sortNo: '', orgCategory: '' })).toEqual({});
  });

  it("通知公告's 通告对象: a radio, and each kind's picker shown only while its kind is chosen, required then", () => {
    const fields = formFieldsOf(resources.announcement, 'add');
    expect(fields.find((f) => f.name === 'msgType')).toMatchObject({ type: 'radio', defaultValue: 'ALL' });
    expect(fields.find((f) => f.name === 'userIds')).toMatchObject({
      type: 'sel_user',
      multiple: true,
      required: true,
      visibleWhen: { field: 'msgType', in: ['USER'] },
    });
    expect(fields.find((f) => f.name === 'departIds')).toMatchObject({
      type: 'sel_depart',
      visibleWhen: { field: 'msgType', in: ['DEPART'] },
    });
    expect(fields.find((f) => f.name === 'roleIds')).toMatchObject({
      type: 'sel_role',
      visibleWhen: { field: 'msgType', in: ['ROLE'] },
    });
  });
});

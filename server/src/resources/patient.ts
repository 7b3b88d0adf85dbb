// The chronic-disease patient resource (/chronic/patient): the seeded list that pages, filters and super-queries.
import { sql } from 'drizzle-orm';
import { defineResource } from './engine/types.js';

export const patientResource = defineResource({
  name: 'patient',
  title: '患者档案',
  table: 'chronic_patient',
  fields: [
    {
      name: 'name',
      title: '姓名',
      type: 'string',
      required: true,
      maxLength: 50,
      queryable: true,
      sortable: true,
    },
    { name: 'sex', title: '性别', type: 'dict', dictCode: 'sex', queryable: true, sortable: true },
    { name: 'birthday', title: '出生日期', type: 'date', queryable: true, sortable: true },
    {
      name: 'idCard',
      title: '身份证号',
      type: 'string',
      maxLength: 18,
      format: 'idCard',
      unique: true,
      queryable: true,
    },
    { name: 'phone', title: '手机号', type: 'string', maxLength: 20, format: 'mobileLoose', queryable: true },
    {
      name: 'diseaseType',
      title: '病种',
      type: 'dict',
      dictCode: 'disease_type',
      multiple: true,
      queryable: true,
    },
    {
      name: 'status',
      title: '管理状态',
      type: 'dict',
      dictCode: 'patient_status',
      queryable: true,
      sortable: true,
    },
    { name: 'age', title: '年龄', type: 'int', min: 0, max: 150, queryable: true, sortable: true },
    { name: 'height', title: '身高(cm)', type: 'int', min: 0, max: 300, queryable: true },
    { name: 'weight', title: '体重(kg)', type: 'int', min: 0, max: 500, queryable: true },
    { name: 'lastVisit', title: '最近随访', type: 'datetime', queryable: true, sortable: true },
    { name: 'address', title: '住址', type: 'string', maxLength: 200, queryable: true },
    { name: 'areaCode', title: '所在地区', type: 'string', maxLength: 12, queryable: true },
    {
      name: 'deptId',
      title: '管理部门',
      type: 'string',
      maxLength: 32,
      // The list's deptId parameter is the scope below (managed here or by a doctor of it), not plain equality.
      dictTable: { table: 'sys_depart', text: 'depart_name', code: 'id' },
    },
    {
      name: 'doctorId',
      title: '责任医生',
      type: 'string',
      queryable: true,
      dictTable: { table: 'sys_user', text: 'realname', code: 'id' },
    },
    { name: 'remark', title: '备注', type: 'string', maxLength: 500 },
  ],
  hooks: {
    listScope(query) {
      // A department's patients: those it manages, and those whose responsible doctor belongs to it.
      const dep = query.deptId;
      if (typeof dep !== 'string' || dep.trim() === '') return {};
      const id = dep.trim();
      return {
        where: sql`(t.dept_id = ${id} OR EXISTS (SELECT 1 FROM sys_user_depart d WHERE d.user_id = t.doctor_id AND d.dep_id = ${id}))`,
      };
    },
  },
});

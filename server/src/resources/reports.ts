// Registered online reports (popup pickers): each is a read-only resource over a fixed, parameter-free query of ours.
import { resources, type FieldDef as SdkField } from '@clinic/sdk/resources';
import { sql } from 'drizzle-orm';
import { engineDeclOf } from './engine/from-declaration.js';
import { defineResource, type FieldDecl, type ResourceDecl } from './engine/types.js';

export interface ReportDecl {
  /** cgRpConfigId: stable, so pickers may cache by it */
  id: string;
  code: string;
  name: string;
  resource: ResourceDecl;
  /** fields shown as columns, in order */
  columns: string[];
  /** query form items: field and single/range mode; the collapsed ones hidden */
  query: { field: string; mode: 'single' | 'range'; hidden?: boolean }[];
}

const DRUGS: [string, string, string, string, string][] = [
  ['D001', '氨氯地平片', '1', '5mg*28片', '辉瑞制药'],
  ['D002', '缬沙坦胶囊', '1', '80mg*7粒', '北京诺华'],
  ['D003', '厄贝沙坦片', '1', '150mg*7片', '赛诺菲'],
  ['D004', '美托洛尔缓释片', '1', '47.5mg*7片', '阿斯利康'],
  ['D005', '二甲双胍片', '2', '0.5g*20片', '中美上海施贵宝'],
  ['D006', '阿卡波糖片', '2', '50mg*30片', '拜耳医药'],
  ['D007', '格列美脲片', '2', '2mg*15片', '赛诺菲'],
  ['D008', '达格列净片', '2', '10mg*14片', '阿斯利康'],
  ['D009', '阿托伐他汀钙片', '3', '20mg*7片', '辉瑞制药'],
  ['D010', '瑞舒伐他汀钙片', '3', '10mg*7片', '阿斯利康'],
  ['D011', '阿司匹林肠溶片', '4', '100mg*30片', '拜耳医药'],
  ['D012', '氯吡格雷片', '4', '75mg*7片', '赛诺菲'],
  ['D013', '噻托溴铵粉吸入剂', '5', '18μg*10粒', '勃林格殷格翰'],
  ['D014', '沙美特罗替卡松粉吸入剂', '5', '50/250μg*60吸', '葛兰素史克'],
  ['D015', '苯磺酸氨氯地平片（络活喜）', '1', '5mg*7片', '辉瑞制药'],
];

/** The catalogue is the same for every tenant: its rows carry the shared tenant '*'. */
const drugSource = sql`SELECT * FROM (VALUES ${sql.join(
  DRUGS.map(
    ([code, name, type, spec, maker], i) =>
      sql`(${code}, '*', ${`2026-01-0${1 + (i % 9)} 08:00:00`}::timestamp, ${code}, ${name}, ${type}, ${spec}, ${maker})`,
  ),
  sql`, `,
)}) AS d(id, tenant_id, create_time, drug_code, drug_name, drug_type, spec, manufacturer)`;

const drugResource = defineResource({
  name: 'drugReport',
  title: '药品目录',
  table: 'drug_report',
  source: drugSource,
  sharedTenant: '*',
  absentColumns: ['createBy', 'updateBy', 'updateTime'],
  defaultSort: { field: 'drugCode', order: 'asc' },
  fields: [
    { name: 'drugCode', title: '药品编码', type: 'string', queryable: true, sortable: true },
    { name: 'drugName', title: '药品名称', type: 'string', queryable: true, sortable: true },
    {
      name: 'drugType',
      title: '药品类别',
      type: 'dict',
      dictCode: 'drug_type',
      queryable: true,
      sortable: true,
    },
    { name: 'spec', title: '规格', type: 'string' },
    { name: 'manufacturer', title: '生产厂家', type: 'string', queryable: true },
  ],
});

const patientSource = sql`SELECT p.id, p.tenant_id, p.create_time, p.name, p.sex, p.birthday, p.phone, p.disease_type,
  p.status, u.realname AS doctor_name FROM chronic_patient p LEFT JOIN sys_user u ON u.id = p.doctor_id`;

// The patient picker's columns are the patient declaration's fields (read-only here), plus the doctor's name.
const patientFields = engineDeclOf(resources.patient).fields;
const patientColumns = ['name', 'sex', 'birthday', 'phone', 'diseaseType', 'status'].map(
  (name): FieldDecl => {
    const f = patientFields.find((x) => x.name === name);
    if (!f) throw new Error(`patient declares no field ${name}`);
    const { required: _r, unique: _u, default: _d, format: _f, ...read } = f;
    return { ...read, queryable: true };
  },
);

const patientReportResource = defineResource({
  name: 'patientReport',
  title: '患者选择',
  table: 'patient_report',
  readAs: 'patient',
  source: patientSource,
  absentColumns: ['createBy', 'updateBy', 'updateTime'],
  fields: [...patientColumns, { name: 'doctorName', title: '责任医生', type: 'string', queryable: true }],
});

// 选择耗材 (耗材订单明细): the tenant's supplies with their stock; reading it is reading 耗材库存.
const supplyReportResource = defineResource({
  name: 'supplyReport',
  title: '耗材选择',
  table: 'supply_report',
  readAs: 'supply',
  source: sql`SELECT id, tenant_id, create_time, code, name, spec, unit, stock FROM op_supply`,
  absentColumns: ['createBy', 'updateBy', 'updateTime'],
  defaultSort: { field: 'code', order: 'asc' },
  fields: [
    { name: 'code', title: '耗材编码', type: 'string', queryable: true, sortable: true },
    { name: 'name', title: '耗材名称', type: 'string', queryable: true, sortable: true },
    { name: 'spec', title: '规格', type: 'string' },
    { name: 'unit', title: '单位', type: 'dict', dictCode: 'supply_unit' },
    { name: 'stock', title: '库存', type: 'int', sortable: true },
  ],
});

export const REPORTS: ReportDecl[] = [
  {
    id: '1860000000000000001',
    code: 'patient_report',
    name: '选择患者',
    resource: patientReportResource,
    columns: ['name', 'sex', 'birthday', 'phone', 'diseaseType', 'status', 'doctorName'],
    query: [
      { field: 'name', mode: 'single' },
      { field: 'sex', mode: 'single' },
      { field: 'birthday', mode: 'range', hidden: true },
      { field: 'diseaseType', mode: 'single', hidden: true },
    ],
  },
  {
    id: '1860000000000000002',
    code: 'drug_report',
    name: '选择药品',
    resource: drugResource,
    columns: ['drugCode', 'drugName', 'drugType', 'spec', 'manufacturer'],
    query: [
      { field: 'drugName', mode: 'single' },
      { field: 'drugType', mode: 'single' },
    ],
  },
  {
    id: '1860000000000000003',
    code: 'supply_report',
    name: '选择耗材',
    resource: supplyReportResource,
    columns: ['code', 'name', 'spec', 'unit', 'stock'],
    query: [
      { field: 'name', mode: 'single' },
      { field: 'code', mode: 'single' },
    ],
  },
];

export const reportByCode = (code: string) => REPORTS.find((r) => r.code === code);
export const reportById = (id: string) => REPORTS.find((r) => r.id === id);

/**
 * Every declared popup names a registered report and copies columns that report shows, checked when the server
 * loads (the SDK checks the rest of the declaration): a typo fails the start, never a pick.
 */
export function checkDeclaredPopups(all: readonly { name: string; fields: readonly SdkField[] }[]): void {
  for (const def of all) {
    for (const f of def.fields) {
      if (!f.popup) continue;
      const report = reportByCode(f.popup.code);
      if (!report) throw new Error(`resource ${def.name}: ${f.name} names no report ${f.popup.code}`);
      for (const column of Object.keys(f.popup.fields)) {
        if (!report.columns.includes(column))
          throw new Error(`resource ${def.name}: ${f.name} copies ${column}, not a column of ${report.code}`);
      }
    }
  }
}

checkDeclaredPopups(Object.values(resources));

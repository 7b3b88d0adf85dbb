// The demo's visit-form definitions (动态表单 used as case-record forms): 基线访视表 and 随访访视表 with the field rules
// data entry checks (required, ranges, a pattern), created once per tenant and looked up by name afterwards.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { dynForms, type DynFormFieldRow } from '../db/schema/dynamic-form.js';
import { newId } from '../handlers/domain-kit.js';

const VITALS: DynFormFieldRow[] = [
  { name: 'visitDate', label: '访视日期', type: 'date', required: true },
  { name: 'sbp', label: '收缩压(mmHg)', type: 'inputNumber', required: true, min: 60, max: 260 },
  { name: 'dbp', label: '舒张压(mmHg)', type: 'inputNumber', required: true, min: 30, max: 160 },
  { name: 'fbg', label: '空腹血糖(mmol/L)', type: 'inputNumber', min: 1, max: 35 },
];

export const VISIT_DEFINITIONS: { name: string; description: string; fields: DynFormFieldRow[] }[] = [
  {
    name: '基线访视表',
    description: '研究项目基线访视的病例报告表',
    fields: [
      {
        name: 'initials',
        label: '姓名缩写',
        type: 'input',
        pattern: '[A-Z]{2,4}',
        patternMessage: '姓名缩写应为2-4位大写字母',
        placeholder: '如 ZSF',
      },
      ...VITALS,
      { name: 'height', label: '身高(cm)', type: 'inputNumber', min: 100, max: 230 },
      { name: 'weight', label: '体重(kg)', type: 'inputNumber', min: 25, max: 250 },
      {
        name: 'smoking',
        label: '吸烟史',
        type: 'radio',
        options: [
          { value: '1', label: '从不吸烟' },
          { value: '2', label: '已戒烟' },
          { value: '3', label: '目前吸烟' },
        ],
      },
      { name: 'remark', label: '备注', type: 'textarea' },
    ],
  },
  {
    name: '随访访视表',
    description: '研究项目随访访视的病例报告表',
    fields: [
      ...VITALS,
      { name: 'heartRate', label: '心率(次/分)', type: 'inputNumber', min: 30, max: 200 },
      {
        name: 'adverseEvent',
        label: '不良事件',
        type: 'radio',
        options: [
          { value: '0', label: '无' },
          { value: '1', label: '有' },
        ],
      },
      { name: 'remark', label: '备注', type: 'textarea' },
    ],
  },
];

/** The definition ids of the tenant by name, created (published) when missing. */
export async function seedVisitDefinitions(db: Db, tenantId: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const def of VISIT_DEFINITIONS) {
    const [have] = await db
      .select({ id: dynForms.id })
      .from(dynForms)
      .where(and(eq(dynForms.tenantId, tenantId), eq(dynForms.name, def.name)))
      .limit(1);
    if (have) {
      ids.set(def.name, have.id);
      continue;
    }
    const id = newId();
    await db.insert(dynForms).values({ id, tenantId, status: '1', createBy: 'admin', ...def });
    ids.set(def.name, id);
  }
  return ids;
}

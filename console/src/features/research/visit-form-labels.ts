// Chinese labels and units for the recorded fields of a visit form; unknown keys show as they are stored.
const LABELS: Record<string, { label: string; unit?: string }> = {
  sbp: { label: '收缩压', unit: 'mmHg' },
  dbp: { label: '舒张压', unit: 'mmHg' },
  fbg: { label: '空腹血糖', unit: 'mmol/L' },
  pbg: { label: '餐后2小时血糖', unit: 'mmol/L' },
  hba1c: { label: '糖化血红蛋白', unit: '%' },
  weight: { label: '体重', unit: 'kg' },
  height: { label: '身高', unit: 'cm' },
  bmi: { label: '体重指数', unit: 'kg/m²' },
  heartRate: { label: '心率', unit: '次/分' },
};

export function visitFieldLabel(key: string): string {
  return LABELS[key]?.label ?? key;
}

/** The value as text, with its unit when the field has one and the value is present. */
export function visitFieldText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const unit = LABELS[key]?.unit;
  return unit ? `${text} ${unit}` : text;
}

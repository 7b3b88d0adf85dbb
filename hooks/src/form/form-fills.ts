// Values a form derives from others (widgets-spec 5): a valid ID card number fills 出生日期, 性别 and 年龄; height and
// weight give the BMI and its band. Which fields take part is read from the form's own fields, so any form with an
// ID-card field (rules: ['idCard']) and birthday / sex / age fields gets the fill, and any with height and weight the BMI.
import { assessBmi, idCardAgreement, type BmiBand } from '@clinic/sdk/validators';
import type { FormField } from './form-schema.js';

const BIRTHDAY = ['birthday', 'birthDate', 'birth'];
const SEX = ['sex', 'gender'];
const AGE = ['age'];
const HEIGHT = ['height', 'heightCm'];
const WEIGHT = ['weight', 'weightKg'];

function named(fields: readonly FormField[], names: readonly string[]): FormField | undefined {
  return fields.find((f) => names.includes(f.name));
}

/**
 * The values to set after `changed` took `value`: birthday, sex and age from a valid ID card number (nothing for an
 * incomplete or invalid one, so typing never clears what the user entered by hand).
 */
export function idCardFills(
  fields: readonly FormField[],
  changed: string,
  value: unknown,
  at: Date = new Date(),
): Record<string, unknown> {
  const field = fields.find((f) => f.name === changed);
  if (!field?.rules?.includes('idCard') || typeof value !== 'string') return {};
  // the server's save derives with the same rule (idCardAgreement), so what the form fills is what it keeps
  const info = idCardAgreement(value, {}, at)?.info;
  if (!info) return {};
  const out: Record<string, unknown> = {};
  const birthday = named(fields, BIRTHDAY);
  const sex = named(fields, SEX);
  const age = named(fields, AGE);
  if (birthday) out[birthday.name] = info.birthday;
  if (sex) out[sex.name] = info.gender;
  if (age) out[age.name] = age.type === 'inputNumber' ? info.age : String(info.age);
  return out;
}

export interface BmiInfo {
  /** The field after which the BMI line is shown (the later of height and weight). */
  after: string;
  bmi: number | null;
  band: BmiBand | null;
}

/** BMI of the form's height (cm) and weight (kg) fields; null when the form has no such pair. */
export function bmiOf(fields: readonly FormField[], values: Record<string, unknown>): BmiInfo | null {
  const height = named(fields, HEIGHT);
  const weight = named(fields, WEIGHT);
  if (!height || !weight) return null;
  const after = fields.indexOf(height) > fields.indexOf(weight) ? height.name : weight.name;
  const h = Number(values[height.name]);
  const w = Number(values[weight.name]);
  const blank = (v: unknown) => v === null || v === undefined || v === '';
  const result = blank(values[height.name]) || blank(values[weight.name]) ? null : assessBmi(h, w);
  return { after, bmi: result?.bmi ?? null, band: result?.band ?? null };
}

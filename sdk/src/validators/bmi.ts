// Body-mass index from height (cm) and weight (kg) and its bands (shell-spec §5, widgets-spec §5).

export type BmiBand = '过轻' | '正常' | '超重' | '肥胖' | '非常肥胖';

/** BMI rounded to one decimal, the precision shown on health files; null for missing or impossible input. */
export function computeBmi(heightCm: number, weightKg: number): number | null {
  if (!Number.isFinite(heightCm) || !Number.isFinite(weightKg) || heightCm <= 0 || weightKg <= 0) return null;
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

export function bmiBand(bmi: number): BmiBand | null {
  if (!Number.isFinite(bmi) || bmi <= 0) return null;
  if (bmi < 18.5) return '过轻';
  if (bmi < 24) return '正常';
  if (bmi < 28) return '超重';
  if (bmi < 32) return '肥胖';
  return '非常肥胖';
}

/** BMI and band together; the band is taken from the rounded value so it always agrees with what is shown. */
export function assessBmi(heightCm: number, weightKg: number): { bmi: number; band: BmiBand } | null {
  const bmi = computeBmi(heightCm, weightKg);
  if (bmi === null) return null;
  const band = bmiBand(bmi);
  return band ? { bmi, band } : null;
}

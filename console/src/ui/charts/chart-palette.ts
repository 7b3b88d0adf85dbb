// The series colours of every chart: the theme's primary first, then hues that stay apart for colour-blind readers.
export const CHART_COLORS = [
  '#1890ff',
  '#13c2c2',
  '#faad14',
  '#f5222d',
  '#722ed1',
  '#52c41a',
  '#eb2f96',
  '#fa8c16',
  '#2f54eb',
  '#a0d911',
] as const;

export const colorAt = (i: number) => CHART_COLORS[i % CHART_COLORS.length]!;

/** A colour with alpha, for areas under lines. */
export function fade(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

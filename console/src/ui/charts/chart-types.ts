// What a chart is given: categories along one axis and one or more named series of numbers.
export interface ChartSeries {
  /** The series' name in the legend and tooltip (新增患者, 随访次数...). */
  name: string;
  data: readonly (number | null)[];
}

export interface CategoryChartProps {
  /** What the chart shows; the canvas's accessible name and the hidden table's caption. */
  title: string;
  /** Header of the category column in the hidden table (月份, 科室...). */
  categoryName: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Unit after each value in tooltips (人, 次, mmHg...). */
  unit?: string;
  height?: number;
}

/** "12 人", "1,234 次": a value as the tooltips and tables say it. */
export function formatValue(value: number | null | undefined, unit = ''): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  const text = value.toLocaleString('zh-CN');
  return unit ? `${text} ${unit}` : text;
}

// The console's charts (line, pie, bar), one wrapper over the chart library; the library itself loads lazily.
export { BarChart, BAR_WIDTH, BAR_WINDOW, type BarChartProps } from './bar-chart';
export { LineChart, type LineChartProps } from './line-chart';
export { PieChart, type PieChartProps, type PieSlice } from './pie-chart';
export { formatValue, type CategoryChartProps, type ChartSeries } from './chart-types';

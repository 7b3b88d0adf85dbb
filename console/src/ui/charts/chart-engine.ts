// The chart library (Chart.js, chosen by measured size: /work/plan/chart-lib.md) with only the pieces our charts
// draw. Imported only through import() in use-chart.ts, so it arrives in a chunk of its own on pages with charts.
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
} from 'chart.js';

Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
);

// Canvas text does not inherit CSS: give it the console's font stack (Chinese glyphs) and colour.
if (typeof document !== 'undefined') {
  Chart.defaults.font.family = getComputedStyle(document.body).fontFamily || Chart.defaults.font.family;
}
Chart.defaults.color = '#475569';
Chart.defaults.locale = 'zh-CN';
Chart.defaults.maintainAspectRatio = false;
Chart.defaults.plugins.legend.labels.boxWidth = 12;

export { Chart };
export type { ChartConfiguration } from 'chart.js';

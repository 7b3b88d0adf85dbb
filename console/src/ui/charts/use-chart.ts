// Draws a Chart.js configuration on a canvas: loads the library on first use (its own chunk), updates the chart in
// place when the configuration changes, and frees it when the component leaves.
import { useEffect, useRef, useState } from 'react';
import type { Chart, ChartConfiguration } from 'chart.js';

interface Engine {
  Chart: new (canvas: HTMLCanvasElement, config: ChartConfiguration) => Chart;
}

let engine: Promise<Engine> | null = null;
const loadEngine = () => {
  engine ??= import('./chart-engine').then(
    (m): Engine => m,
    (error: unknown) => {
      engine = null; // a failed chunk load may succeed on the next visit
      throw error;
    },
  );
  return engine;
};

export type ChartStatus = 'loading' | 'ready' | 'failed';

export function useChart(config: ChartConfiguration) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<Chart | null>(null);
  const configRef = useRef(config);
  const [status, setStatus] = useState<ChartStatus>('loading');

  useEffect(() => {
    configRef.current = config;
    const chart = chartRef.current;
    if (!chart) return;
    chart.data = config.data;
    chart.options = config.options ?? {};
    chart.update();
  }, [config]);

  useEffect(() => {
    let gone = false;
    loadEngine().then(
      ({ Chart: ChartClass }) => {
        const canvas = canvasRef.current;
        if (gone || !canvas) return;
        chartRef.current = new ChartClass(canvas, configRef.current);
        setStatus('ready');
      },
      () => {
        if (!gone) setStatus('failed');
      },
    );
    return () => {
      gone = true;
      chartRef.current?.destroy();
      chartRef.current = null;
    };
  }, []);

  return { canvasRef, status };
}

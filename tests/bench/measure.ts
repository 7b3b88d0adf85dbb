// Throughput and latency of request loops, measured side by side: the loops of one comparison take turns in short
// slices, so a shared and noisy machine slows every side of a ratio alike.
import { performance } from 'node:perf_hooks';

export const CLIENTS = 4;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);

export interface Measure {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export interface Loop {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * Runs every loop with CLIENTS concurrent callers for `seconds` in total, in alternating slices of about half a
 * second (after a warm-up of each); throughput counts only a loop's own slices.
 */
export async function sideBySide(loops: Loop[], seconds = SECONDS): Promise<Measure[]> {
  for (const loop of loops) for (let i = 0; i < 20; i++) await loop.run();
  const slice = 0.5;
  const rounds = Math.max(1, Math.round(seconds / slice));
  const state = loops.map(() => ({ times: [] as number[], elapsed: 0 }));
  for (let r = 0; r < rounds; r++) {
    for (const [i, loop] of loops.entries()) {
      const own = state[i]!;
      const started = performance.now();
      const end = started + slice * 1000;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (performance.now() < end) {
            const t = performance.now();
            await loop.run();
            own.times.push(performance.now() - t);
          }
        }),
      );
      own.elapsed += (performance.now() - started) / 1000;
    }
  }
  return loops.map((loop, i) => {
    const { times, elapsed } = state[i]!;
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2));
    return {
      name: loop.name,
      requests: times.length,
      perSecond: Math.round(times.length / elapsed),
      p50: at(0.5),
      p99: at(0.99),
    };
  });
}

/** a's throughput over b's, two decimals. */
export const ratio = (a: Measure, b: Measure): number => Number((a.perSecond / b.perSecond).toFixed(2));

export const row = (m: Measure): string => `| ${m.name} | ${m.perSecond} | ${m.p50} | ${m.p99} |`;

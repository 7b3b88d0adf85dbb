// The console in Chromium (/usr/bin/chromium) against the bench's server: the patient list at 1,000 rows per page,
// from the answer's last byte to the first frame painted with its rows, and the long tasks (> 50 ms) while the list
// is scrolled from top to bottom one frame at a time.
import { benchContext, launchBenchChromium, signInAsAdmin } from './bench-chromium.js';

export type BrowserReport =
  | {
      rows: number;
      dataToPaintMs: number;
      scroll: { frames: number; longTasks: number; longestTaskMs: number; longestFrameMs: number };
    }
  | { error: string };

declare global {
  interface Window {
    __bench: { longTasks: { start: number; duration: number }[]; painted: number | null };
  }
}

/** Installed before the console's own scripts: long-task records and the frame that first shows 1,000-row data. */
function instrument() {
  window.__bench = { longTasks: [], painted: null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  let armed = false;
  const observer = new MutationObserver(() => {
    if (armed) return;
    const answered = performance.getEntriesByType('resource').some((e) => e.name.includes('pageSize=1000'));
    if (!answered || !document.querySelector('tbody tr[data-index]')) return;
    armed = true;
    observer.disconnect();
    // The frame that shows the rows: after its animation frame, a task runs once it has been painted.
    requestAnimationFrame(() => setTimeout(() => (window.__bench.painted = performance.now()), 0));
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
}

export async function browserBench(origin: string): Promise<BrowserReport> {
  const browser = await launchBenchChromium();
  if ('error' in browser) return browser;
  try {
    const page = await (await benchContext(browser, origin)).newPage();
    await signInAsAdmin(page);
    await page.addInitScript(instrument);
    await page.goto('/chronic/patient/list?pageSize=1000');
    await page.waitForFunction(() => window.__bench.painted !== null, null, { timeout: 60_000 });
    const rows = Number(await page.locator('table:visible').getAttribute('aria-rowcount')) - 1;
    const dataToPaintMs = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('pageSize=1000')) as PerformanceResourceTiming;
      return Math.round(window.__bench.painted! - entry.responseEnd);
    });
    const scroller = page.getByTestId('list-scroll').locator('visible=true');
    const scroll = await scroller.evaluate(async (el) => {
      const since = performance.now();
      let frames = 0;
      let longestFrame = 0;
      let last = performance.now();
      while (el.scrollTop + el.clientHeight < el.scrollHeight - 1) {
        el.scrollTop += 120;
        await new Promise((r) => requestAnimationFrame(r));
        const now = performance.now();
        longestFrame = Math.max(longestFrame, now - last);
        last = now;
        frames++;
      }
      await new Promise((r) => setTimeout(r, 200));
      const during = window.__bench.longTasks.filter((t) => t.start >= since);
      return {
        frames,
        longTasks: during.length,
        longestTaskMs: Math.round(Math.max(0, ...during.map((t) => t.duration))),
        longestFrameMs: Math.round(longestFrame),
      };
    });
    return { rows, dataToPaintMs, scroll };
  } catch (error) {
    return { error: String(error).slice(0, 500) };
  } finally {
    await browser.close();
  }
}

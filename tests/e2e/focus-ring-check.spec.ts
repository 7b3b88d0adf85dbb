// The focus-ring check of the keyboard e2e (support/focus-ring.ts) itself: it refuses a missing, 1 px or faint ring,
// reads oklch colours as painted and composites a semi-transparent background, so a ring it passes is one a user sees.
import { test, expect } from './fixtures.js';
import { focusRing } from './support/focus-ring.js';

test('the ring check refuses a missing, thin or faint ring and passes the console primary on white', async ({
  page,
}) => {
  await page.setContent(`<div style="background:#fff;padding:20px">
    <button id="none" style="outline:none">无</button>
    <button id="thin" style="outline:1px solid #0958d9">细</button>
    <button id="faint" style="outline:2px solid #d9d9d9">浅</button>
    <button id="dark" style="outline:2px solid oklch(0.49 0.2 260)">深</button>
    <span style="background:rgb(0 0 0 / 0.5);padding:8px"><button id="onDim" style="outline:2px solid #fff">暗</button></span>
  </div>`);
  const ringOf = async (id: string) => {
    await page.focus(`#${id}`);
    return focusRing(page);
  };
  expect((await ringOf('none')).style).toBe('none');
  expect((await ringOf('thin')).width).toBe(1);
  expect((await ringOf('faint')).ratio).toBeLessThan(3);
  expect((await ringOf('dark')).ratio).toBeGreaterThanOrEqual(3);
  // White on black at half opacity over white: the background is mid grey, ratio about 3.9.
  const dim = await ringOf('onDim');
  expect(dim.behind).toMatch(/^rgb\(12[78],12[78],12[78]\)$/);
  expect(dim.ratio).toBeGreaterThan(3.5);
  expect(dim.ratio).toBeLessThan(4.5);
});

// The keyboard focus ring as a user sees it (WCAG 2.4.7 and 1.4.11): the focused element's outline, at least 2 px,
// against what lies behind it (the nearest painted ancestor, semi-transparent layers composited over white), with a
// contrast of at least 3:1. Colours are read through a canvas, so oklch and friends count as the browser paints them.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.js';

export interface FocusRing {
  element: string;
  style: string;
  width: number;
  ring: string;
  behind: string;
  ratio: number;
}

/** The ring of the element that has focus now. */
export function focusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const ctx = Object.assign(document.createElement('canvas'), { width: 1, height: 1 }).getContext('2d', {
      willReadFrequently: true,
    })!;
    type Rgba = [number, number, number, number];
    const rgba = (color: string): Rgba => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: Rgba, below: Rgba): Rgba => [
      top[0] * top[3] + below[0] * (1 - top[3]),
      top[1] * top[3] + below[1] * (1 - top[3]),
      top[2] * top[3] + below[2] * (1 - top[3]),
      1,
    ];
    const layers: Rgba[] = [];
    for (let a = el.parentElement; a; a = a.parentElement) {
      const bg = rgba(getComputedStyle(a).backgroundColor);
      if (bg[3] > 0) layers.push(bg);
      if (bg[3] >= 1) break;
    }
    const behind = layers.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
    const style = getComputedStyle(el);
    const ring = over(rgba(style.outlineColor), behind);
    const luminance = ([r, g, b]: Rgba) => {
      const c = [r, g, b].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    const [hi, lo] = [luminance(ring), luminance(behind)].sort((x, y) => y - x);
    const hex = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(',')})`;
    return {
      element: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 20)}"`,
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth) || 0,
      ring: hex(ring),
      behind: hex(behind),
      ratio: Math.round(((hi! + 0.05) / (lo! + 0.05)) * 100) / 100,
    };
  });
}

/** The focused element shows a solid ring of at least 2 px with a contrast of at least 3:1 against its surroundings. */
export async function expectVisibleRing(page: Page, where: string): Promise<FocusRing> {
  const ring = await focusRing(page);
  expect(ring.style, `${where}: ${JSON.stringify(ring)}`).not.toBe('none');
  expect(ring.width, `${where}: ${JSON.stringify(ring)}`).toBeGreaterThanOrEqual(2);
  expect(ring.ratio, `${where}: ${JSON.stringify(ring)}`).toBeGreaterThanOrEqual(3);
  return ring;
}

// Content-Security-Policy violations a page reports (securitypolicyviolation), collected from its first script on.
import type { BrowserContext, Page } from '@playwright/test';

type Seen = { __cspViolations?: string[] };

/** Watches every page `target` opens from now on (a context: also pages opened by links); read per page. */
export async function watchViolations(
  target: Page | BrowserContext,
): Promise<(page?: Page) => Promise<string[]>> {
  await target.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as Seen).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI || '(inline)'} at ${location.pathname}`);
    });
  });
  return (page) => {
    const on = page ?? ('evaluate' in target ? target : undefined);
    if (!on) throw new Error('name the page whose violations to read');
    return on.evaluate(() => (window as unknown as Seen).__cspViolations ?? ['(watcher not installed)']);
  };
}

// Every seeded menu entry opens a real page (issue 16): each demo user of the seed signs in, opens every entry of
// their side menu (nested ones too) by clicking it, and the walk fails on a 404 page, a page that failed to render,
// an English or route-name leftover in the tab, title or breadcrumb, raw placeholders in the page, or a failed API
// answer while the page loads. A screenshot of each page lands in test-results/menu-walk/ to be looked at.
import { test, expect } from './fixtures.js';
import { menuEntries, openEntry } from './menu-support.js';
import { startWalk } from './page-judge.js';
import { signIn } from './shell-support.js';

/** The demo users of the seed (server/src/seed/identity-data.ts, README "Demo logins") and their names. */
const DEMO_USERS = [
  ['admin', '管理员'],
  ['doctor', '王医生'],
  ['researcher', '李研究员'],
  ['nurse', '陈护士'],
  ['tenant2admin', '赵管理员'],
  ['second_doctor', '周医生'],
  ['renhe_doctor', '孙医生'],
  ['operator', '吴运营'],
] as const;

for (const [username, realname] of DEMO_USERS) {
  test(`menu walk: every side-menu entry of ${username} (${realname}) opens a finished page`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const walk = startWalk(page, testInfo, 'menu-walk', username);

    await signIn(page, username);
    await expect(page.getByRole('heading', { name: `欢迎，${realname}` })).toBeVisible();
    const entries = await menuEntries(page);
    expect(entries.length, 'the side menu has entries').toBeGreaterThan(0);
    // The walk grows with the menu: each new page gets its own time, not a share of a fixed limit.
    test.setTimeout(60_000 + entries.length * 8_000);

    for (const entry of entries)
      await walk.visit([...entry.groups, entry.name].join(' / '), entry, () => openEntry(page, entry));
    await walk.finish(`${username}'s menu`);
  });
}

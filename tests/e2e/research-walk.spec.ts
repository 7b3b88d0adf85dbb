// The research app's walk (RWS-P-WEB, shell-spec 2.6), as the side-menu walk does for the clinic shell: each project
// member of the seed signs in at the research login, opens every link of the 研究导航 rail, then each seeded project
// from the 项目 list and every page of that project's header menu, by clicking them. Each page is judged as the
// menu walk judges (page-judge.ts): no 404, no error boundary, no English or route-name leftover, no raw
// placeholder, no failed API answer. A screenshot of each page lands in test-results/research-walk/.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { entryName, escape } from './menu-support.js';
import { startWalk } from './page-judge.js';
import { researchRail, signInResearch } from './research-support.js';

/** The members of every seeded project (server/src/seed/domain.ts) and their names. */
const MEMBERS = [
  ['researcher', '李研究员'],
  ['admin', '管理员'],
  ['doctor', '王医生'],
] as const;
/** The seeded projects (server/src/seed/domain-data.ts); projects other specs create are not walked. */
const PROJECTS = ['2型糖尿病真实世界研究', '高血压队列随访研究', '慢性肾病登记研究'];

interface Link {
  name: string;
  href: string;
}

const rail = researchRail;
/** The current project's pages, beside its name in the header. */
const projectMenu = (page: Page) => page.locator('header a[href*="projectId="]');
/** 更多: the project's pages that do not fit beside its name in the header. */
const moreButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: '更多项目页面' });
const moreMenu = (page: Page) => page.getByRole('menu', { name: '更多项目页面' });

/** Header links cut by a box that clips them (a bar too narrow for its links shows part of the last one). */
async function clippedLinks(page: Page): Promise<string[]> {
  return projectMenu(page).evaluateAll((links) =>
    links
      .filter((link) => {
        const own = link.getBoundingClientRect();
        for (let box = link.parentElement; box; box = box.parentElement) {
          if (getComputedStyle(box).overflowX === 'visible') continue;
          const clip = box.getBoundingClientRect();
          if (own.left < clip.left - 1 || own.right > clip.right + 1) return true;
        }
        return own.right > window.innerWidth + 1;
      })
      .map((link) => link.textContent ?? ''),
  );
}

/** Every page of the current project's menu, each with how to open it: in the header, or under 更多. */
async function projectPages(page: Page): Promise<{ link: Link; open: () => Promise<void> }[]> {
  const shown = (await linksOf(projectMenu(page))).map((link) => ({
    link,
    open: () => projectMenu(page).filter({ hasText: link.name }).first().click(),
  }));
  if ((await moreButton(page).count()) === 0) return shown;
  await moreButton(page).click();
  const hidden = (await linksOf(moreMenu(page).getByRole('menuitem'))).map((link) => ({
    link,
    open: async () => {
      await moreButton(page).click();
      await moreMenu(page).getByRole('menuitem', { name: link.name }).click();
    },
  }));
  await page.keyboard.press('Escape');
  return [...shown, ...hidden];
}

async function linksOf(links: ReturnType<Page['locator']>): Promise<Link[]> {
  const out: Link[] = [];
  for (let i = 0; i < (await links.count()); i++) {
    const link = links.nth(i);
    const name = (await link.getAttribute('aria-label')) ?? (await entryName(link));
    out.push({ name, href: (await link.getAttribute('href')) ?? '' });
  }
  return out;
}

for (const [username, realname] of MEMBERS) {
  test(`research walk: every rail link and project page of ${username} (${realname}) opens a finished page`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const walk = startWalk(page, testInfo, 'research-walk', username);
    const { visit, problems } = walk;

    await signInResearch(page, username);

    const railLinks = await linksOf(rail(page).getByRole('link'));
    expect(railLinks.map((l) => l.name)).toEqual(expect.arrayContaining(['工作台', '任务', '消息', '反馈']));
    for (const link of railLinks)
      await visit(`研究导航 / ${link.name}`, link, () =>
        rail(page)
          .getByRole('link', { name: new RegExp(`^${escape(link.name)}(\\s|\\d|$)`) })
          .click(),
      );

    let projects = 0;
    for (const project of PROJECTS) {
      walk.at(`项目 / ${project}`);
      await rail(page).getByRole('button', { name: '项目' }).hover();
      const choice = page
        .getByTestId('project-hover-list')
        .getByRole('button', { name: new RegExp(`^${escape(project)}`) });
      await expect(
        page.getByTestId('project-hover-list').getByRole('list', { name: '我的项目' }),
      ).toBeVisible();
      if ((await choice.count()) === 0) continue;
      await choice.first().click();
      await expect(page.getByTestId('project-name')).toHaveText(project.slice(0, 8));
      projects++;
      for (const name of await clippedLinks(page))
        problems.push(`${project}: the header shows the page ${name} clipped`);
      const pages = await projectPages(page);
      expect(pages.length, `${project} has pages in its menu`).toBeGreaterThan(0);
      for (const { link, open } of pages) {
        const where = `${project} / ${link.name}`;
        await visit(where, link, open);
        // Its tab names the page and the project (the same page of each project has a tab of its own), in view.
        const tab = page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { selected: true });
        await expect(tab, `${where}: its tab`).toHaveText(
          `${link.name} - ${[...project].length > 8 ? `${[...project].slice(0, 8).join('')}…` : project}`,
        );
        await expect(tab, `${where}: its tab in view`).toBeInViewport({ ratio: 1 });
        // The header names the project whole on every page of it, however many entries its menu has.
        await expect(page.getByTestId('project-name'))
          .toBeInViewport({ ratio: 1, timeout: 2_000 })
          .catch(() => problems.push(`${where}: the header shows the project's name clipped`));
      }
    }
    expect(projects, 'the seeded projects the user is a member of').toBeGreaterThan(0);
    await walk.finish(`${username}'s research app`);
  });
}

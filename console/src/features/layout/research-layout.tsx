// The research-project shell (shell-spec 2.6): 60px icon sidebar, header with the project's menu and name, tabs.
import { useState, type ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import {
  RESEARCH_LAYOUT_TITLE,
  RESEARCH_SIDEBAR_ITEMS,
  RESEARCH_SIDEBAR_WIDTH,
  activeResearchItem,
  type MenuModel,
} from '@clinic/hooks';
import { useShell } from '../../app/shell-context';
import { AppLink } from '../../ui/app-link';
import { Icon } from '../../ui/icon';
import { Popover } from '../../ui/popover';
import { HeaderBar } from '../header/header-bar';
import { shellSlots } from '../../app/shell-slots';
import { TabStrip } from '../tabs/tab-strip';
import { MAIN_ID, SkipLink } from './skip-link';

const ICONS: Record<string, string> = {
  workbench: 'workbench',
  project: 'project',
  task: 'task',
  message: 'message',
  feedback: 'feedback',
};

export interface ResearchLayoutProps {
  menu: MenuModel;
  pageHeader: ReactNode;
  children: ReactNode;
}

export function ResearchLayout({ menu, pageHeader, children }: ResearchLayoutProps) {
  const shell = useShell();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const active = activeResearchItem(path);
  const [projectsOpen, setProjectsOpen] = useState(false);
  // Hover opens the list without taking focus; a click or a key on 项目 opens it for the keyboard.
  const [openedByHover, setOpenedByHover] = useState(false);
  // Picking a project navigates: the hover list closes with any change of address.
  const href = useRouterState({ select: (state) => state.location.href });
  const [openedAt, setOpenedAt] = useState(href);
  if (openedAt !== href) {
    setOpenedAt(href);
    if (projectsOpen) setProjectsOpen(false);
  }
  const HoverList = shellSlots.projectHoverList;
  const HeaderMenu = shellSlots.projectHeaderMenu;

  const itemClass = (key: string) =>
    `relative flex h-14 w-full flex-col items-center justify-center gap-1 text-[11px] ${
      active === key ? 'bg-primary-strong text-white' : 'text-white/75 hover:text-white'
    }`;

  return (
    <div className="flex h-full">
      <SkipLink />
      <nav
        aria-label="研究导航"
        style={{ width: RESEARCH_SIDEBAR_WIDTH }}
        className="flex shrink-0 flex-col items-center bg-[#001529]"
      >
        <Link to="/dashboard/analysis" aria-label="首页" className="flex h-16 items-center justify-center">
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
        </Link>
        {RESEARCH_SIDEBAR_ITEMS.map((item) => {
          const Badge = item.badge === 'unread' ? shellSlots.researchMessageBadge : null;
          const badge = Badge && (
            <span className="absolute top-1.5 right-2">
              <Badge />
            </span>
          );
          const body = (
            <>
              <Icon name={ICONS[item.key]} size={20} />
              <span>{item.title}</span>
              {badge}
            </>
          );
          if (item.path === null) {
            return (
              <Popover
                key={item.key}
                side="right"
                align="start"
                width={280}
                label="项目列表"
                open={projectsOpen}
                onOpenChange={(open) => {
                  setOpenedByHover(false);
                  setProjectsOpen(open);
                }}
                passive={openedByHover}
                trigger={
                  <button
                    type="button"
                    className={itemClass(item.key)}
                    onMouseEnter={() => {
                      if (projectsOpen) return;
                      setOpenedByHover(true);
                      setProjectsOpen(true);
                    }}
                  >
                    {body}
                  </button>
                }
              >
                {HoverList ? (
                  <HoverList />
                ) : (
                  <p className="py-4 text-center text-sm text-slate-400">暂无项目</p>
                )}
              </Popover>
            );
          }
          return (
            <AppLink key={item.key} href={item.path} className={itemClass(item.key)}>
              {body}
            </AppLink>
          );
        })}
      </nav>
      <div id="shell-scroll" className="flex min-w-0 flex-1 flex-col overflow-y-auto">
        <div className="sticky top-0 z-20">
          <HeaderBar
            menu={menu}
            showToggle={false}
            leading={
              // On a phone the title keeps its own line and the project's menu scrolls sideways under it; from md
              // on they share one line.
              <div className="flex min-w-0 flex-1 flex-col justify-center md:flex-row md:items-center md:justify-start">
                <span className="shrink-0 pl-1 text-sm font-semibold whitespace-nowrap text-slate-900 md:mr-5 md:text-base">
                  {RESEARCH_LAYOUT_TITLE}
                </span>
                <div className="flex min-w-0 items-center md:flex-1">
                  {HeaderMenu ? <HeaderMenu /> : null}
                </div>
              </div>
            }
          />
          {/* Desktop single-page mode keeps a strip of one; mobile has none (showsTabStrip). */}
          <TabStrip model={shell.tabs} />
        </div>
        {pageHeader}
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}

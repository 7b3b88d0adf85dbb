// Places in the shell that other features fill (one line per slot): null renders nothing.
// noticeBell: the header's message popover (messages feature); projectHoverList: the research sidebar's 项目 list (projects feature).
import type { ComponentType } from 'react';
import type { MenuBadgesModel } from '@clinic/hooks';

export interface ShellSlots {
  noticeBell: ComponentType | null;
  projectHoverList: ComponentType | null;
  /** Menu items of the opened project in the research header (projects feature); null shows them from the stored project. */
  projectHeaderMenu: ComponentType | null;
  /** The unread-count badge on the research rail's 消息 item (messages feature); positioned by the rail. */
  researchMessageBadge: ComponentType | null;
  /** Refreshes the side menu's badges whenever the bell's unread count moves (messages feature); renders nothing. */
  menuBadgeSync: ComponentType<{ badges: MenuBadgesModel }> | null;
}

export const shellSlots: ShellSlots = {
  noticeBell: null,
  projectHoverList: null,
  projectHeaderMenu: null,
  researchMessageBadge: null,
  menuBadgeSync: null,
};

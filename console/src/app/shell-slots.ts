// Places in the shell that other features fill (one line per slot): null renders nothing.
// noticeBell: the header's message popover (messages feature); projectHoverList: the research sidebar's 项目 list (projects feature).
// embeddedPage runs the other way: the shell fills it and the messages feature's notice dialog uses it.
import type { ComponentType } from 'react';
import type { MenuBadgesModel } from '@clinic/hooks';

/** A registry page shown inside a view of its own (a notice's dialog) with its own in-memory address. */
export interface EmbeddedPageSlot {
  /** Whether the page registry has a page for this component name. */
  has(component: string): boolean;
  View: ComponentType<{ component: string; busId: string | null }>;
}

export interface ShellSlots {
  noticeBell: ComponentType | null;
  projectHoverList: ComponentType | null;
  /** Menu items of the opened project in the research header (projects feature); null shows them from the stored project. */
  projectHeaderMenu: ComponentType | null;
  /** The unread-count badge on the research rail's 消息 item (messages feature); positioned by the rail. */
  researchMessageBadge: ComponentType | null;
  /** Refreshes the side menu's badges whenever the bell's unread count moves (messages feature); renders nothing. */
  menuBadgeSync: ComponentType<{ badges: MenuBadgesModel }> | null;
  /** The page a notice of openType 'component' opens in its dialog (shell feature); null shows the record instead. */
  embeddedPage: EmbeddedPageSlot | null;
}

export const shellSlots: ShellSlots = {
  noticeBell: null,
  projectHoverList: null,
  projectHeaderMenu: null,
  researchMessageBadge: null,
  menuBadgeSync: null,
  embeddedPage: null,
};

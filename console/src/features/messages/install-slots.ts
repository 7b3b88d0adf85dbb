// Fills the shell's slots with the messages and projects features (imported once for its effect).
import { shellSlots } from '../../app/shell-slots';
import { ProjectHeaderMenu } from '../projects/project-header-menu';
import { ProjectHoverList } from '../projects/project-hover-list';
import { NoticeBell } from './notice-bell';
import { MenuBadgeSync } from './menu-badge-sync';
import { UnreadBadge } from './unread-badge';

shellSlots.noticeBell ??= NoticeBell;
shellSlots.projectHoverList ??= ProjectHoverList;
shellSlots.projectHeaderMenu ??= ProjectHeaderMenu;
shellSlots.researchMessageBadge ??= UnreadBadge;
shellSlots.menuBadgeSync ??= MenuBadgeSync;

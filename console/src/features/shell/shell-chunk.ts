// The signed-in shell as one lazily loaded chunk: login and register never download layouts, menus or message widgets.
import '../messages/install-slots';
import { shellSlots } from '../../app/shell-slots';
import { embeddedPage } from './embedded-page';

shellSlots.embeddedPage ??= embeddedPage;

export { SignedInShell as default } from './signed-in-shell';
export { SessionExpiredDialog } from '../layout/session-expired-dialog';
export { ToasterView } from '../../ui/toaster-view';

// 用户管理 (/system/user, menu component system/UserList): the user declaration on the generic list page.
import { resources } from '@clinic/sdk/resources';
import { listPageOf } from '../list-page';
import { InviteButton } from '../../register/invite-button';

export default listPageOf({ resource: resources.user, toolbarExtra: <InviteButton /> });

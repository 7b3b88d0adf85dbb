// 角色管理 (/system/role, menu component system/RoleList): the role declaration on the generic list page.
import { resources } from '@clinic/sdk/resources';
import { listPageOf } from '../list-page';

export default listPageOf({ resource: resources.role });

// 部门管理 (/system/depart, menu component system/DepartList), as a flat list: the depart declaration on the generic list page.
import { resources } from '@clinic/sdk/resources';
import { listPageOf } from '../list-page';

export default listPageOf({ resource: resources.depart });

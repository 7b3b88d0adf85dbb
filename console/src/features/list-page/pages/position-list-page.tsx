// 职务管理 (/system/position, menu component system/PositionList): the position declaration on the generic list page.
import { resources } from '@clinic/sdk/resources';
import { listPageOf } from '../list-page';

export default listPageOf({ resource: resources.position });

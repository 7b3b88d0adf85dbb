// 部门管理 (/system/depart, menu component system/DepartList): the department tree of the tenant.
import { DepartTreePage } from '../../depart/depart-tree-page';

export default DepartTreePage;

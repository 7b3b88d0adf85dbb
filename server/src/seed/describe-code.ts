// How a permission code reads in Chinese (菜单管理's buttons, 角色授权): 用户新增, 查看完整身份证号/手机号.
import { resources, type ResourceDef } from '@clinic/sdk/resources';

const ACTIONS: Record<string, string> = {
  list: '查询',
  add: '新增',
  edit: '编辑',
  delete: '删除',
  deleteBatch: '批量删除',
  importExcel: '导入',
  exportXls: '导出',
  release: '发布',
  revoke: '撤销',
  resume: '启动',
  pause: '暂停',
  execute: '执行一次',
  publish: '发布',
  unpublish: '取消发布',
  push: '推送',
  query: '查询',
  forceLogout: '强制下线',
  general: '通用导出',
  frozen: '冻结/解冻',
  resetPassword: '重置密码',
  auth: '授权',
  users: '用户',
  invite: '邀请注册',
  overview: '概览',
  audit: '认证审核',
  submit: '提交',
  approve: '审批',
  deliver: '配送',
  cancel: '取消',
  reject: '驳回',
  issue: '出库',
};

const SUBJECTS: Record<string, string> = {
  user: '用户',
  role: '角色',
  depart: '部门',
  dict: '字典',
  position: '职务',
  announcement: '公告',
  feedback: '反馈',
  patient: '患者',
  project: '项目',
  subject: '受试者',
  task: '任务',
  online: '在线用户',
  export: '数据',
  cgreport: '报表',
  permission: '菜单',
  tenant: '租户',
  quartzJob: '定时任务',
  dynform: '动态表单',
  dynformdata: '表单数据',
  dynformapply: '数据申请',
};

/** `system:user:add` → 用户新增; `chronic:patient:unmask` → 查看完整身份证号/手机号 (the masked fields' titles). */
export function describeCode(code: string): string {
  const [scope = '', subject = '', action = ''] = code.split(':');
  if (code === 'rws:dynformapply:audit') return '数据申请审核';
  // A resource without a short name here is named by its declaration's title (随访记录), never by its code.
  // A resource whose prefix has three parts (耗材订单明细, operation:supplyOrder:item) is named by its title.
  const nested = Object.values(resources).find(
    (d) => d.permission.split(':').length > 2 && code.startsWith(`${d.permission}:`),
  ) as ResourceDef | undefined;
  if (nested) {
    const op = code.slice(nested.permission.length + 1);
    return `${nested.title}${ACTIONS[op] ?? op}`;
  }
  const def = Object.values(resources).find((d) => d.permission === `${scope}:${subject}`) as
    ResourceDef | undefined;
  const name = SUBJECTS[subject] ?? def?.title ?? subject;
  if (action === 'unmask') {
    const titles = def?.fields.filter((f) => f.mask !== undefined).map((f) => f.title) ?? [];
    return `查看完整${titles.join('/') || name}`;
  }
  return `${name}${ACTIONS[action] ?? action}`;
}

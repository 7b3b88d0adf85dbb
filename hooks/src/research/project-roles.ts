// Project roles by their Chinese names: a member's role is shown by name, never by its stored code.
const NAMES: Record<string, string> = {
  admin: '项目负责人',
  researcher: '研究员',
  doctor: '研究医生',
  dataManager: '数据管理员',
  monitor: '监查员',
};

/** The role's Chinese name; an unknown code reads 项目成员 rather than the code. */
export function projectRoleName(role: unknown): string {
  return (typeof role === 'string' && NAMES[role]) || '项目成员';
}

// Project roles by their Chinese names, from the member declaration's project_role dictionary: a member's role is
// shown by name, never by its stored code, and the roles a manager may give are the ones the server accepts.
import { resources } from '@clinic/sdk/resources';

const ROLES =
  (resources.projectMember.dictionaries ?? []).find((d) => d.code === 'project_role')?.items ?? [];
const NAMES = new Map(ROLES.map((item) => [String(item.value), item.text]));

/** The role's Chinese name; an unknown code reads 项目成员 rather than the code. */
export function projectRoleName(role: unknown): string {
  return (typeof role === 'string' && NAMES.get(role)) || '项目成员';
}

/** The roles a member can be given, in the declaration's order, as choices of the member form. */
export function projectRoleOptions(): { value: string; label: string }[] {
  return ROLES.map((item) => ({ value: String(item.value), label: item.text }));
}

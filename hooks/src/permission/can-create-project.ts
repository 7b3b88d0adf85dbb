// shell-spec 2.6 and 6: the create-project button exists only for users whose identifyFlag is truthy.
export function canCreateProject(user: { identifyFlag?: unknown } | null | undefined): boolean {
  const flag = user?.identifyFlag;
  // The server sends booleans, but older backends send '1'/'0' or 1/0: '0' must not count as truthy.
  if (flag === '0' || flag === 'false') return false;
  return Boolean(flag);
}

// The three permission rules of shell-spec 6 as checks over one user's lists, and how an element names its rule.

export interface PermissionChecks {
  /** has-permission rule: render the element only when this is true. */
  has(action: string | null | undefined): boolean;
  /** else rule: render the element only when the user lacks the action. */
  hasElse(action: string | null | undefined): boolean;
  /** The research application's button rule. */
  researchButton(action: string | null | undefined): boolean;
}

export type PermissionRule = 'has' | 'else' | 'research';

/** Applies one of the three rules of shell-spec 6 to an action code. */
export function allowedBy(checks: PermissionChecks, action: string, rule: PermissionRule = 'has'): boolean {
  if (rule === 'else') return checks.hasElse(action);
  if (rule === 'research') return checks.researchButton(action);
  return checks.has(action);
}

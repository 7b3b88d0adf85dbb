// <HasPermission action="system:user:add">: renders its children only when the rule allows (elements the user may not see are not rendered).
import type { ReactNode } from 'react';
import { useHasPermission } from './use-has-permission';

export interface HasPermissionProps {
  /** One action code, or several comma-separated (any of them grants). */
  action: string;
  /** 'has' (default), 'else' (only when the user lacks it), or the research application's button rule. */
  rule?: 'has' | 'else' | 'research';
  children: ReactNode;
  fallback?: ReactNode;
}

export function HasPermission({ action, rule = 'has', children, fallback = null }: HasPermissionProps) {
  const checks = useHasPermission();
  const allowed =
    rule === 'else'
      ? checks.hasElse(action)
      : rule === 'research'
        ? checks.researchButton(action)
        : checks.has(action);
  return <>{allowed ? children : fallback}</>;
}

// The shape of a seeded menu entry and the demo roles menus and buttons are granted to.
export interface MenuSeed {
  key: string;
  parent: string | null;
  name: string;
  menuType: '0' | '1';
  url: string;
  component: string;
  componentName?: string;
  redirect?: string;
  icon?: string;
  keepAlive?: boolean;
  /** Badge source: the getCornerMark operation of a registered key. */
  cornerMark?: 'unreadMessages' | 'todoTasks';
  /** Buttons whose code starts with `<permPrefix>:` hang under this menu. */
  permPrefix?: string;
  scope: '' | 'RWS';
  roles: Array<'admin' | 'doctor' | 'researcher'>;
}

export type DemoRole = MenuSeed['roles'][number];
export const DEMO_ROLES: readonly DemoRole[] = ['admin', 'doctor', 'researcher'];
export const isDemoRole = (role: string): role is DemoRole =>
  (DEMO_ROLES as readonly string[]).includes(role);

// Who is offered the settings drawer: shell-spec 2.11 calls it a development preview, so outside development only
// administrators (who set the look up for a site) see it; everyone else keeps the defaults or what was set for them.

/** The permission that marks an administrator: managing users. */
export const ADMINISTRATOR_PERMISSION = 'system:user:list';

export interface SettingsAccessInput {
  /** A development build (Vite dev server) shows the preview to everyone. */
  development: boolean;
  has: (action: string) => boolean;
}

export function settingsDrawerAllowed({ development, has }: SettingsAccessInput): boolean {
  return development || has(ADMINISTRATOR_PERMISSION);
}

// Changing the primary colour (shell-spec 2.11): a loading note while the theme compiles, an error when it fails.
import type { SettingsModel } from './settings-model.js';
import { SETTING_CHECKS } from './settings-rules.js';

export const THEME_COMPILING = '正在编译主题！';
export const THEME_FAILED = 'Failed to update theme';

export interface ThemeFeedback {
  /** Shows the loading note; returns the function that hides it. */
  loading(text: string): () => void;
  error(text: string): void;
}

/**
 * Compiles the theme for `color` (the console's CSS-variable or stylesheet step), then keeps the colour.
 * A bad colour or a failed compile keeps the previous one. Resolves true when the colour changed.
 */
export async function applyThemeColor(
  model: Pick<SettingsModel, 'set'>,
  color: string,
  compile: (color: string) => Promise<void> | void,
  feedback: ThemeFeedback,
): Promise<boolean> {
  if (!SETTING_CHECKS.primaryColor(color)) return false;
  const hide = feedback.loading(THEME_COMPILING);
  try {
    await compile(color);
  } catch {
    feedback.error(THEME_FAILED);
    return false;
  } finally {
    hide();
  }
  return model.set('primaryColor', color);
}

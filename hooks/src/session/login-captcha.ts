// The login slider: after a few failures of an account the server answers captcha-required; the form then shows the
// slider, exchanges the finished drag for a one-time token (sliderToken) and sends it with the next attempt.
import { LoginRefusedError } from '@clinic/sdk/errors';

/** Whether a refused login asks for the slider (X-Error-Reason captcha-required). */
export function loginNeedsSlider(error: unknown): boolean {
  return error instanceof LoginRefusedError && error.reason === 'captcha-required';
}

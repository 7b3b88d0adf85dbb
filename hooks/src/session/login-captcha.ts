// The login slider: after a few failures of an account the server answers captcha-required; the form then shows the
// slider, exchanges the finished drag for a one-time token (sliderToken) and sends it with the next attempt.
import { useCallback, useState } from 'react';
import { LoginRefusedError } from '@clinic/sdk/errors';
import type { ClinicClient } from '@clinic/sdk';

/** Whether a refused login asks for the slider (X-Error-Reason captcha-required). */
export function loginNeedsSlider(error: unknown): boolean {
  return error instanceof LoginRefusedError && error.reason === 'captcha-required';
}

export interface LoginCaptcha {
  /** The server asked for the slider: render it. */
  required: boolean;
  /** The token of the finished drag, or null while not solved; a promise while it is being fetched. */
  token: () => Promise<string | undefined>;
  /** Feed the drag's end (offset, max) of a finished slider. */
  solved: (proof: { offset: number; max: number }) => void;
  /** After an attempt: ask again if the server still wants it (each token is spent once), else stop showing it. */
  settle: (error: unknown) => void;
  /** Remounts the slider after an attempt spent its token. */
  round: number;
}

export function useLoginCaptcha(client: Pick<ClinicClient, 'call'>): LoginCaptcha {
  const [required, setRequired] = useState(false);
  const [round, setRound] = useState(0);
  const [pending, setPending] = useState<Promise<string | undefined> | null>(null);
  const solved = useCallback(
    (proof: { offset: number; max: number }) =>
      setPending(
        client.call('sliderToken', { body: proof }).then(
          (r) => r.token,
          () => undefined,
        ),
      ),
    [client],
  );
  const token = useCallback(async () => (pending ? await pending : undefined), [pending]);
  const settle = useCallback((error: unknown) => {
    setPending(null);
    setRound((n) => n + 1);
    setRequired((was) => (error === null ? false : loginNeedsSlider(error) || was));
  }, []);
  return { required, token, solved, settle, round };
}

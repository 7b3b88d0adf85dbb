// React binding of the login slider: whether to show it, and the one-time token of a finished drag.
import { useCallback, useState } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { loginNeedsSlider } from './login-captcha.js';

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

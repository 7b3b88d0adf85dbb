// Keys of the server's own signatures (slider tokens, direct-upload policies, IM account signatures), each derived
// from SERVER_SECRET so every process behind one database agrees. A purpose's own variable (SLIDER_SECRET,
// UPLOAD_POLICY_SECRET, IM_SECRET) still wins; without either each process draws a key of its own, which one process
// can live with and production mode refuses (config.ts).
import { hkdfSync, randomBytes } from 'node:crypto';

export type KeyPurpose = 'slider' | 'upload-policy' | 'im';

const OWN_VARIABLE: Record<KeyPurpose, string> = {
  slider: 'SLIDER_SECRET',
  'upload-policy': 'UPLOAD_POLICY_SECRET',
  im: 'IM_SECRET',
};

const processSecret = randomBytes(32);

export function serverKey(purpose: KeyPurpose, env: NodeJS.ProcessEnv = process.env): Buffer {
  const own = env[OWN_VARIABLE[purpose]];
  if (own) return Buffer.from(own);
  const base = env.SERVER_SECRET ? Buffer.from(env.SERVER_SECRET) : processSecret;
  return Buffer.from(hkdfSync('sha256', base, 'clinic-server-keys', purpose, 32));
}

// Adapter from the @clinic/sdk client to the PasswordSource port (POST /api/sys/staff/user/reset_password).
import type { ClinicClient } from '@clinic/sdk';
import type { PasswordSource } from './password-model.js';

export function passwordSourceFromClient(client: Pick<ClinicClient, 'callEnvelope'>): PasswordSource {
  return {
    async change(body) {
      const envelope = await client.callEnvelope('changePassword', { body });
      return envelope.message;
    },
  };
}

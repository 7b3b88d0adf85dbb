// Vitest setup of the server and contract projects: a test fails when any answer it caused left the document.
import { afterEach } from 'vitest';
import { describeDrift, takeResponseDrift } from '../response-drift.js';

afterEach(() => {
  const drift = takeResponseDrift();
  if (drift.length > 0)
    throw new Error(`answers outside the OpenAPI document (VALIDATE_RESPONSES):\n${describeDrift(drift)}`);
});

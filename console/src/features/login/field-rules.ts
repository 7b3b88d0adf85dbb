// zod fields over the SDK's section 5 validators, so the forms show exactly the spec's messages.
import { z } from '../../app/zod';
import { validateEmail, validateMobile, validateUsername } from '@clinic/sdk/validators';
import type { ValidationResult } from '@clinic/sdk/validators';

const fromValidator = (check: (value: string) => ValidationResult) =>
  z.string().superRefine((value, ctx) => {
    const result = check(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
  });

export const usernameField = fromValidator(validateUsername);
export const mobileField = fromValidator((value) => validateMobile(value));
export const emailField = fromValidator((value) => validateEmail(value));

// A sign-in form's state without a form library (the login route's first load stays small): values, each field's rule
// message once the form was submitted (then re-checked on every change), focus on the first refused field.
import { useState, type ChangeEvent, type FormEvent } from 'react';

/** True when the value passes, else the message to show under the field. */
export type FieldRule = (value: string) => true | string;

export function useSignInForm<K extends string>(rules: Record<K, FieldRule>) {
  const keys = Object.keys(rules) as K[];
  const [values, setValues] = useState(
    () => Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = (next: Record<K, string>) => {
    const found: Partial<Record<K, string>> = {};
    for (const key of keys) {
      const outcome = rules[key](next[key]);
      if (outcome !== true) found[key] = outcome;
    }
    return found;
  };

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setErrors(check(next));
    },
  });

  const onSubmit =
    (handler: (values: Record<K, string>) => unknown) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const found = check(values);
      setErrors(found);
      const first = keys.find((key) => found[key] !== undefined);
      if (first === undefined) return void handler(values);
      const input = event.currentTarget.elements.namedItem(first);
      if (input instanceof HTMLElement) input.focus();
    };

  return { field, onSubmit };
}

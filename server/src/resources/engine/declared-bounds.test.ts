// Issue 10: the bounds a declaration states (minLength, maxLength, min, max) hold in the server's own validation
// too, not only in the contract: imports and hooks reach the engine without the request validator. Generated from
// every declared field, so a bound the engine forgot fails here whichever resource declares it.
import { findField, resources, type FieldDef, type ResourceDef } from '@clinic/sdk/resources';
import { describe, expect, it } from 'vitest';
import { resourceDeclarations } from '../registry.js';
import { userResource } from '../user.js';
import { fieldsOf } from './fields.js';
import { writeValue } from './values.js';

const declared = Object.values(resources) as ResourceDef[];
const cases = declared.flatMap((def) => {
  const decl = resourceDeclarations.find((d) => d.name === def.name)!;
  return def.fields
    .filter((f: FieldDef) => !f.virtual && !f.writeOnly)
    .filter((f) => f.minLength !== undefined || f.min !== undefined || f.max !== undefined || f.maxLength)
    .map((f) => [`${def.name}.${f.name}`, f, fieldsOf(decl).get(f.name)!] as const);
});

describe('declared bounds in the engine', () => {
  it('there are bounds to check', () => {
    expect(cases.length).toBeGreaterThan(5);
  });

  it.each(cases)('%s', (_, f, field) => {
    expect(field).toBeDefined();
    const refused = (v: unknown) => expect(() => writeValue(field, v)).toThrow(f.title);
    const accepted = (v: unknown) => expect(() => writeValue(field, v)).not.toThrow();
    if (f.type === 'int' || f.type === 'number') {
      if (f.min !== undefined) {
        refused(f.min - 1);
        accepted(f.min);
      }
      if (f.max !== undefined) {
        refused(f.max + 1);
        accepted(f.max);
      }
      return;
    }
    if (f.minLength !== undefined && f.minLength > 1) {
      refused('x'.repeat(f.minLength - 1));
      accepted('x'.repeat(f.minLength));
    }
    if (f.maxLength !== undefined && field.maxLength !== undefined) {
      refused('x'.repeat(field.maxLength + 1));
      accepted('x'.repeat(Math.max(field.maxLength, f.minLength ?? 0)));
    }
  });

  it('a new user’s password holds the declared length (a write-only field the user hook checks)', async () => {
    const password = findField(resources.user, 'password')!;
    const add = (value: string) =>
      userResource.hooks!.beforeAdd!({ password: value }, {} as never, {} as never);
    await expect(add('x'.repeat(password.minLength! - 1))).rejects.toThrow(String(password.minLength));
    await expect(add('x'.repeat(password.maxLength! + 1))).rejects.toThrow(String(password.maxLength));
  });
});

// Button names of seeded permission codes are Chinese for every declared resource, new ones included.
import { describe, expect, it } from 'vitest';
import { resources } from '@clinic/sdk/resources';
import { describeCode } from './describe-code.js';

describe('describeCode', () => {
  it('names the buttons of every declared resource without a code word', () => {
    const named = Object.values(resources).map((d) => describeCode(`${d.permission}:add`));
    expect(named.filter((name) => /[A-Za-z]/.test(name))).toEqual([]);
  });

  it('names a resource without a short name by its declaration', () => {
    expect(describeCode(`${resources.followup.permission}:add`)).toBe(`${resources.followup.title}新增`);
  });
});

// Direct-upload policies: signed, scoped to their folder, and refused (403, not a lost session) once expired; the
// lifetime comes from the server config (UPLOAD_POLICY_TTL_S), short in tests.
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../core/index.js';
import { loadConfig } from '../config.js';
import { DEFAULT_POLICY_TTL_S, issuePolicy, verifyPolicy } from './upload-policy.js';

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof ApiFailure) return { kind: error.kind, message: error.message };
  }
  return null;
};

describe('upload policy', () => {
  const t0 = Date.UTC(2026, 10, 23, 2, 0, 0);

  it('lives its configured seconds, then is refused as expired with 403', () => {
    const p = issuePolicy('1000', '1000/rich/', 'admin', t0, 8);
    expect(p.expire).toBe(t0 / 1000 + 8);
    const key = `${p.dir}uploads/admin/20261123/a.png`;
    expect(verifyPolicy(p.policy, p.signature, key, t0 + 7_999).tenantId).toBe('1000');
    expect(refusal(() => verifyPolicy(p.policy, p.signature, key, t0 + 9_000))).toEqual({
      kind: 'forbidden',
      message: '上传签名已过期',
    });
    expect(refusal(() => verifyPolicy(p.policy, 'x', key, t0))).toEqual({
      kind: 'forbidden',
      message: '上传签名无效',
    });
  });

  it('defaults to 30 minutes; UPLOAD_POLICY_TTL_S sets it and nonsense is refused at start', () => {
    expect(DEFAULT_POLICY_TTL_S).toBe(1800);
    expect(issuePolicy('1', '1/d/', null, t0).expire).toBe(t0 / 1000 + 1800);
    expect(loadConfig({}).uploadPolicyTtlS).toBe(1800);
    expect(loadConfig({ UPLOAD_POLICY_TTL_S: '6' }).uploadPolicyTtlS).toBe(6);
    expect(() => loadConfig({ UPLOAD_POLICY_TTL_S: '0' })).toThrow(/UPLOAD_POLICY_TTL_S/);
    expect(() => loadConfig({ UPLOAD_POLICY_TTL_S: '1.5' })).toThrow(/UPLOAD_POLICY_TTL_S/);
  });
});

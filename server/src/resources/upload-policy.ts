// Signed policies for direct (object-storage style) uploads: the policy names the tenant, folder and expiry, and
// is HMAC-signed so the public directUpload operation can trust it without a session.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { fail } from '../core/index.js';
import { serverKey } from '../security/server-keys.js';

export const DEFAULT_POLICY_TTL_S = 30 * 60;
// Several processes on one PostgreSQL must share the key: SERVER_SECRET (or UPLOAD_POLICY_SECRET), see server-keys.ts.
const secret = serverKey('upload-policy');

export const ACCESS_ID = 'clinic-direct-upload';

interface Policy {
  expiration: number;
  dir: string;
  tenantId: string;
  createBy: string | null;
}

const sign = (policy: string) => createHmac('sha256', secret).update(policy).digest('base64');

export function issuePolicy(
  tenantId: string,
  dir: string,
  createBy: string | null,
  now = Date.now(),
  ttlS = DEFAULT_POLICY_TTL_S,
) {
  const expire = Math.floor(now / 1000) + ttlS;
  const policy = Buffer.from(
    JSON.stringify({ expiration: expire, dir, tenantId, createBy } satisfies Policy),
  ).toString('base64');
  return { expire, dir, policy, accessid: ACCESS_ID, signature: sign(policy) };
}

/**
 * Checks signature, expiry and that the key sits inside the policy's folder; answers the policy's tenant. A refused
 * or expired signature is 403 (as object storage answers): it says nothing about the caller's session, and the
 * uploader fetches a fresh policy and sends once more.
 */
export function verifyPolicy(policy: string, signature: string, key: string, now = Date.now()): Policy {
  const expected = Buffer.from(sign(policy));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw fail.forbidden('上传签名无效');
  let parsed: Policy;
  try {
    parsed = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as Policy;
  } catch {
    throw fail.forbidden('上传签名无效');
  }
  if (parsed.expiration * 1000 < now) throw fail.forbidden('上传签名已过期');
  if (
    !key.startsWith(parsed.dir) ||
    key.includes('..') ||
    !/^[A-Za-z0-9_\-./\u4e00-\u9fa5]{1,255}$/.test(key)
  ) {
    throw fail.business('上传路径错误');
  }
  return parsed;
}

// Checks X-Sign / X-TIMESTAMP (and X-Nonce in HMAC mode) on an API request with the SDK's pure signers.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import type { ServerConfig } from '../config.js';
import { fail } from '../core/index.js';
import { rememberNonce } from './nonce-store.js';
import {
  SIGN_WINDOW_MS,
  signableFromUrl,
  verifyHmacSha256,
  verifyJeecgMd5,
  type SignableRequest,
} from './signing.js';

function header(request: FastifyRequest, name: string): string | null {
  const v = request.headers[name];
  const first = Array.isArray(v) ? v[0] : v;
  return first && first !== '' ? first : null;
}

/** The request as the client signed it: wire path, decoded query pairs, exact JSON text (none for multipart). */
export function signableOf(request: FastifyRequest): SignableRequest {
  const body = typeof request.rawBody === 'string' && request.rawBody !== '' ? request.rawBody : undefined;
  return signableFromUrl(request.method, request.url, body);
}

export async function verifyRequestSignature(
  db: Db,
  config: ServerConfig,
  request: FastifyRequest,
): Promise<void> {
  if (config.signMode === 'off') return;
  const sign = header(request, 'x-sign');
  const timestamp = header(request, 'x-timestamp');
  if (!sign || !timestamp) throw fail.signature('missing', '签名验证失败：缺少签名参数');
  if (!/^\d{1,16}$/.test(timestamp)) throw fail.signature('missing', '签名验证失败：时间戳格式不正确');
  const now = config.now();
  if (Math.abs(now - Number(timestamp)) > SIGN_WINDOW_MS)
    throw fail.signature('skew', '签名已过期，请校准系统时间后重试');
  const signable = signableOf(request);
  if (config.signMode === 'md5') {
    if (!verifyJeecgMd5(signable, config.signSecret, sign)) throw fail.signature('mismatch', '签名验证失败');
    return;
  }
  const nonce = header(request, 'x-nonce');
  if (!nonce || !/^[0-9a-fA-F]{32,128}$/.test(nonce))
    throw fail.signature('missing', '签名验证失败：缺少或无效的 X-Nonce');
  if (!(await verifyHmacSha256(signable, config.signSecret, timestamp, nonce, sign)))
    throw fail.signature('mismatch', '签名验证失败');
  // Only a correctly signed nonce is remembered, so nobody can burn other clients' nonces.
  if (!(await rememberNonce(db, nonce, now + 2 * SIGN_WINDOW_MS, now)))
    throw fail.signature('replay', '签名验证失败：请求重复提交');
}

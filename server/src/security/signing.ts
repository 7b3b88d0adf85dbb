// The fixed seam to @clinic/sdk/signing (docs/wiring.md): the server verifies with the SDK's own pure functions.
export {
  SIGN_WINDOW_MS,
  DEFAULT_SIGN_SECRET,
  verifyJeecgMd5,
  verifyHmacSha256,
  jeecgMd5Sign,
  hmacSha256Sign,
  signableFromUrl,
  jeecgMd5,
  hmacSha256,
  type SignableRequest,
} from '@clinic/sdk/signing';

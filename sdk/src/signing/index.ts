// Public entry of @clinic/sdk/signing: pure signing and verification shared by the client and the server.
export {
  DEFAULT_SIGN_SECRET,
  JSON_TOO_DEEP_MESSAGE,
  MAX_JSON_DEPTH,
  SIGN_WINDOW_MS,
  jsonDeeperThan,
  constantTimeEqual,
  queryFromSearch,
  signableFromUrl,
  splitUrl,
  type SignableRequest,
} from './signable.js';
export { jeecgMd5Sign, jeecgSignPayload, verifyJeecgMd5 } from './jeecg-md5.js';
export { canonicalQuery, hmacCanonicalString, hmacSha256Sign, verifyHmacSha256 } from './hmac-sha256.js';
export {
  hmacSha256,
  jeecgMd5,
  randomNonce,
  type HmacSignerOptions,
  type Signer,
  type SignerOptions,
  type SignerRequest,
} from './signers.js';

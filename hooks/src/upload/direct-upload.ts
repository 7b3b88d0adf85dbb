// Signed direct upload (widgets-spec 7 Upload): a signature from the server's uploadPolicy, kept while it has more
// than 5 s to live (refreshed within 5 s of expiry), then a multipart POST to its host with key
// `dir + uploads/admin/YYYYMMDD/filename`, policy, OSSAccessKeyId, signature, success_action_status 200 and the file.
import { isApiError, type ClinicClient, type TransferProgress } from '@clinic/sdk';
import type { UploadContext, Uploader } from './upload-list-model.js';
import { UPLOAD_TIMEOUT_MS } from './upload-timeout.js';

/** The upload signature (widgets-spec 3): `expire` in epoch seconds. */
export interface UploadSignature {
  host: string;
  expire: number;
  dir: string;
  policy: string;
  accessid: string;
  signature: string;
}

/** widgets-spec 9: the signature is refreshed when within 5 s of its expiry. */
export const SIGNATURE_REFRESH_WITHIN_MS = 5_000;

export interface SignatureSource {
  /** The kept signature while it lives more than 5 s more; otherwise a fresh one (one fetch for callers together). */
  get(): Promise<UploadSignature>;
  /** Forgets the kept signature (the host refused it). */
  invalidate(): void;
}

export function createSignatureSource(
  fetchSignature: () => Promise<UploadSignature>,
  now: () => number = Date.now,
): SignatureSource {
  let kept: UploadSignature | null = null;
  let pending: Promise<UploadSignature> | null = null;
  return {
    get() {
      if (kept && kept.expire * 1000 - now() > SIGNATURE_REFRESH_WITHIN_MS) return Promise.resolve(kept);
      pending ??= fetchSignature()
        .then((signature) => (kept = signature))
        .finally(() => (pending = null));
      return pending;
    },
    invalidate() {
      kept = null;
    },
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** YYYYMMDD of the local day. */
export function dayStamp(at: Date): string {
  return `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}`;
}

/**
 * The stored file name: a short random prefix (two files of one name on one day must not collide) and the name with
 * anything outside letters, digits, CJK, `.`, `_` and `-` replaced.
 */
export function storedFileName(name: string, random: () => string): string {
  const clean = name
    .replace(/[^A-Za-z0-9_.\-\u4e00-\u9fa5]/g, '_')
    .replace(/\.{2,}/g, '_')
    .slice(-120);
  return `${random()}_${clean || 'file'}`;
}

export function directUploadKey(dir: string, fileName: string, at: Date): string {
  return `${dir}uploads/admin/${dayStamp(at)}/${fileName}`;
}

export interface DirectUploaderOptions<F> {
  signatures: SignatureSource;
  /** POSTs the multipart form to the signature's host. */
  post: (
    host: string,
    form: FormData,
    options: { signal: AbortSignal; onUploadProgress: (p: TransferProgress) => void },
  ) => Promise<unknown>;
  /** Appends the file to the form (a DOM File: `form.append('file', file, file.name)`). */
  appendFile: (form: FormData, file: F) => void;
  name: (file: F) => string;
  now?: () => number;
  random?: () => string;
}

const randomToken = () => Math.random().toString(36).slice(2, 8).padEnd(6, '0');

/**
 * An uploader posting straight to the signed host; resolves to the key (the stored path). A refusal of the
 * signature by the host (HTTP 403: expired while the bytes travelled, or rotated) fetches a fresh one and sends once
 * more, so a signature running out mid-way does not fail the file.
 */
export function directUploader<F>(options: DirectUploaderOptions<F>): Uploader<F> {
  const now = options.now ?? Date.now;
  const random = options.random ?? randomToken;
  return async (file: F, context: UploadContext) => {
    const fileName = storedFileName(options.name(file), random);
    const attempt = async () => {
      const signature = await options.signatures.get();
      const key = directUploadKey(signature.dir, fileName, new Date(now()));
      const form = new FormData();
      form.append('key', key);
      form.append('policy', signature.policy);
      form.append('OSSAccessKeyId', signature.accessid);
      form.append('signature', signature.signature);
      form.append('success_action_status', '200');
      options.appendFile(form, file);
      await options.post(signature.host, form, {
        signal: context.signal,
        onUploadProgress: context.onProgress,
      });
      return key;
    };
    try {
      return await attempt();
    } catch (error) {
      if (!isApiError(error) || error.status !== 403 || context.signal.aborted) throw error;
      options.signatures.invalidate();
      return attempt();
    }
  };
}

/** The direct uploader over the SDK client: uploadPolicy for the folder `dir`, the form posted to its host. */
export function sdkDirectUploader(
  client: Pick<ClinicClient, 'call' | 'upload'>,
  dir: string,
): Uploader<File> {
  const signatures = createSignatureSource(
    async () => (await client.call('getUploadPolicy', { query: { dir } })) as UploadSignature,
  );
  return directUploader<File>({
    signatures,
    post: (host, form, options) => client.upload(host, form, { ...options, timeoutMs: UPLOAD_TIMEOUT_MS }),
    appendFile: (form, file) => form.append('file', file, file.name),
    name: (file) => file.name,
  });
}

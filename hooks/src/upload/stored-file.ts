// Stored file paths as something a page can show or send (shell-spec 7.1): an http(s) URL as it is, a stored path
// under the client's static domain, read with the session's headers; and the common upload answering the stored path.
import type { ClinicClient } from '@clinic/sdk';
import { UPLOAD_TIMEOUT_MS } from './upload-timeout.js';
import type { Uploader } from './upload-list-model.js';

/** The server's static file route below the API base: the console's default static domain. */
export const STATIC_FILE_ROUTE = '/sys/common/static';

const ABSOLUTE = /^(https?:\/\/|data:|blob:)/i;

export interface FilePreview {
  /** What an <img src> or a link takes. */
  src: string;
  /** Frees the object URL of a file read through the session (no-op for a plain URL). */
  release(): void;
}

type Client = Pick<ClinicClient, 'fileUrl' | 'download'>;

/**
 * One stored path as a preview: `fileUrl` decides the address; an address below the API (the static route wants
 * the token) is read through the SDK into an object URL, anything absolute is used directly.
 */
export async function loadFilePreview(client: Client, path: string): Promise<FilePreview> {
  const url = client.fileUrl(path);
  if (ABSOLUTE.test(url) || url === '') return { src: url, release: () => undefined };
  const file = await client.download(url);
  const src = URL.createObjectURL(file.blob);
  return { src, release: () => URL.revokeObjectURL(src) };
}

/** The common upload (`isup=1`): posts one file and answers the stored path the form keeps. */
export function commonUploader(client: Pick<ClinicClient, 'call'>): Uploader<File> {
  return async (file, context) => {
    const body = new FormData();
    body.append('file', file);
    body.append('isup', '1');
    return String(
      await client.call(
        'commonUpload',
        { body },
        {
          signal: context.signal,
          onUploadProgress: context.onProgress,
          timeoutMs: UPLOAD_TIMEOUT_MS,
        },
      ),
    );
  };
}

// Which way an upload field stores its files: images and videos go straight to the signed host (direct upload, the
// object-storage way for media), other files through the common upload; the list model of one field over it.
import type { ClinicClient } from '@clinic/sdk';
import { sdkDirectUploader } from './direct-upload.js';
import { commonUploader } from './stored-file.js';
import {
  createUploadListModel,
  type UploadListModel,
  type UploadMode,
  type Uploader,
} from './upload-list-model.js';

/** The folder media fields ask uploadPolicy for (below the tenant's own prefix). */
export const MEDIA_UPLOAD_DIR = 'media';

export function fieldUploader(
  client: Pick<ClinicClient, 'call' | 'upload'>,
  mode: UploadMode,
): Uploader<File> {
  return mode === 'file' ? commonUploader(client) : sdkDirectUploader(client, MEDIA_UPLOAD_DIR);
}

export function createUploadFieldModel(
  client: Pick<ClinicClient, 'call' | 'upload'>,
  options: { mode: UploadMode; onChange: (value: string) => void; single?: boolean },
): UploadListModel<File> {
  return createUploadListModel<File>({
    mode: options.mode,
    upload: fieldUploader(client, options.mode),
    onChange: options.onChange,
    ...(options.single ? { single: true } : {}),
  });
}

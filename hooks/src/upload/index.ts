// Public surface of the upload feature.
export {
  UPLOAD_MODE_CODES,
  acceptsFile,
  createUploadListModel,
  fileNameOfPath,
  splitPaths,
  type PickedFile,
  type UploadItem,
  type UploadListModel,
  type UploadListOptions,
  type UploadListSnapshot,
  type UploadMode,
  type UploadStatus,
} from './upload-list-model.js';
export { useUploadList } from './use-upload-list.js';

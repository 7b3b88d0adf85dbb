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
export {
  createImportModel,
  isExcelFile,
  type ImportAnswer,
  type ImportModel,
  type ImportModelOptions,
  type ImportPartial,
  type ImportSnapshot,
} from './import-model.js';
export { useImport } from './use-import.js';
export { STATIC_FILE_ROUTE, commonUploader, loadFilePreview, type FilePreview } from './stored-file.js';

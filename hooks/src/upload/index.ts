// Public surface of the upload feature.
export {
  UPLOAD_MODE_CODES,
  acceptsFile,
  createUploadListModel,
  displayNameOfPath,
  fileNameOfPath,
  splitPaths,
  type PickedFile,
  type UploadContext,
  type UploadErrorDialog,
  type Uploader,
  type UploadItem,
  type UploadListModel,
  type UploadListOptions,
  type UploadListSnapshot,
  type UploadMode,
  type UploadStatus,
} from './upload-list-model.js';
export {
  createImportModel,
  isExcelFile,
  type ImportAnswer,
  type ImportModel,
  type ImportModelOptions,
  type ImportPartial,
  type ImportSnapshot,
} from './import-model.js';
export { UPLOAD_TIMEOUT_MS } from './upload-timeout.js';
export { STATIC_FILE_ROUTE, commonUploader, loadFilePreview, type FilePreview } from './stored-file.js';
export {
  SIGNATURE_REFRESH_WITHIN_MS,
  createSignatureSource,
  dayStamp,
  directUploadKey,
  directUploader,
  sdkDirectUploader,
  storedFileName,
  type DirectUploaderOptions,
  type SignatureSource,
  type UploadSignature,
} from './direct-upload.js';
export {
  TransferCancelled,
  createTransferModel,
  percentOf,
  type TransferContext,
  type TransferMessage,
  type TransferModel,
  type TransferOptions,
  type TransferPhase,
  type TransferSnapshot,
  type TransferStage,
} from './transfer-model.js';
export { MEDIA_UPLOAD_DIR, createUploadFieldModel, fieldUploader } from './field-uploader.js';
export {
  UPLOAD_POPUP_SIZE,
  createUploadPopupModel,
  type UploadPopupModel,
  type UploadPopupSnapshot,
} from './upload-popup-model.js';

// How long one file upload may take: its own constant so the light stored-file path does not pull in the uploader.

/** 120 s per upload (widgets-spec 8 timeout): a large file on a slow line needs more than the 60 s of a call. */
export const UPLOAD_TIMEOUT_MS = 120_000;

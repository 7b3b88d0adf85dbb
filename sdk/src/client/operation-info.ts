// The runtime facts of one operation that the client needs, as the generator writes them (defaults left out).

export interface OperationInfo {
  method: string;
  /** Path template below the base URL, e.g. `/sys/dict/getDictItems/{dictCode}`. */
  path: string;
  /** The contract's tag when it differs from `group`. */
  tag?: string;
  /** Client property the operation hangs under: the tag, camelCased. */
  group: string;
  /** `x-no-timestamp`: a GET that must not carry `_t`. */
  noTimestamp?: boolean;
  /** `blob` when the success answer may be a file (export, download). */
  response?: 'json' | 'blob';
  /** The body is multipart/form-data (FormData). */
  multipart?: boolean;
}

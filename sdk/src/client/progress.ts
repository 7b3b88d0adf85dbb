// Transfer progress of one call: the request body's bytes going up (XMLHttpRequest, the one browser API that reports
// them) and the answer's bytes coming down (a counting stream over the fetch body).

/** Bytes moved so far; `total` is null when the size is unknown (no Content-Length). */
export interface TransferProgress {
  loaded: number;
  total: number | null;
}

export type ProgressListener = (progress: TransferProgress) => void;

/** True where uploads can report progress (browsers); Node's fetch cannot, so calls there just send. */
export function canReportUploadProgress(): boolean {
  return typeof (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest === 'function';
}

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * Sends a prepared Request (headers, signature and body as fetch would send them) through XMLHttpRequest, reporting
 * the upload's bytes; the answer comes back as a Response, an abort of the request's signal as its reason.
 */
export async function xhrFetch(request: Request, onUploadProgress: ProgressListener): Promise<Response> {
  const body = request.body ? await request.blob() : null;
  const signal = request.signal;
  if (signal?.aborted) throw signal.reason;
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open(request.method, request.url, true);
    xhr.responseType = 'blob';
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) =>
      onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    xhr.onload = () => {
      settle();
      resolve(
        new Response(xhr.status === 204 || xhr.status === 304 ? null : (xhr.response as Blob), {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: headersOf(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}

/** The answer with a body that reports every chunk read (total from Content-Length, when the server sent it). */
export function countingResponse(response: Response, onDownloadProgress: ProgressListener): Response {
  if (!response.body) return response;
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  let loaded = 0;
  onDownloadProgress({ loaded, total });
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        loaded += chunk.byteLength;
        onDownloadProgress({ loaded, total });
        controller.enqueue(chunk);
      },
    }),
  );
  return new Response(counted, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

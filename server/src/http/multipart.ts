// Reads a multipart request into plain fields and in-memory files (limits come from @fastify/multipart's registration).
import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from '../core/index.js';

export async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // toBuffer() throws the plugin's FST_REQ_FILE_TOO_LARGE when the file passes the limit.
      const data = await part.toBuffer();
      files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
    } else {
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  }
  return { fields, files };
}

// Turns every thrown thing into an envelope: ApiFailure kinds, schema and parser errors, and a generic 500 that leaks nothing.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { ERROR_REASON_HEADER } from '@clinic/sdk/errors';
import { ApiFailure } from '../core/index.js';
import { FAILURE_STATUS, GENERIC_ERROR, failure } from './envelope.js';
import { describeError } from './validation.js';

/** Fastify's own client errors, in words users can read. */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度不正确',
  FST_REQ_FILE_TOO_LARGE: '上传文件过大',
  FST_FILES_LIMIT: '上传文件数量过多',
  FST_PARTS_LIMIT: '上传内容过多',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请求不是合法的文件上传',
};

export function installErrorHandler(app: FastifyInstance, opts: { now: () => number }): void {
  app.setErrorHandler(
    (error: FastifyError | ApiFailure | Error, request: FastifyRequest, reply: FastifyReply) => {
      const now = opts.now();
      if (error instanceof ApiFailure) {
        const [status, code] = FAILURE_STATUS[error.kind];
        if (status >= 500) request.log.error({ err: error }, 'failure');
        if (error.reason) reply.header(ERROR_REASON_HEADER, error.reason);
        return reply.code(status).send(failure(code, error.message, now, error.result));
      }
      const fe = error as FastifyError & { validation?: ErrorObject[]; validationContext?: string };
      if (Array.isArray(fe.validation) && fe.validation.length > 0) {
        const message = describeError(fe.validation[0] as ErrorObject, fe.validationContext ?? 'body');
        return reply.code(400).send(failure(400, message, now));
      }
      if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
        // The JSON parser reports bad text (and __proto__ poisoning) as a SyntaxError without a code.
        const json = error instanceof SyntaxError ? CLIENT_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY : undefined;
        const message = (fe.code && CLIENT_ERRORS[fe.code]) || json || '请求不合法';
        return reply.code(fe.statusCode).send(failure(fe.statusCode, message, now));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ ...failure(500, GENERIC_ERROR, now), requestId: request.id });
    },
  );
}

// The handler signature, the operations the router registers, and the replies that are not a plain `result`.
import type { ApiInput, RequestContext } from './request-context.js';

/** A handler returns the envelope's `result`; the HTTP layer wraps it. Return a `FileReply` to send bytes. */
export type Handler = (input: ApiInput, ctx: RequestContext) => Promise<unknown>;
export type HandlerMap = Record<string, Handler>;

export class FileReply {
  constructor(
    readonly data: Buffer,
    readonly filename: string,
    readonly contentType: string,
  ) {}
}

/** One operation of the OpenAPI document as the router registered it. */
export interface OperationInfo {
  operationId: string;
  /** Upper-case HTTP method. */
  method: string;
  /** Path as written in the document, without the /jeecg-boot prefix. */
  path: string;
  tag: string;
  /** `x-permission`: the code the user's roles must grant; null means any signed-in user. */
  permission: string | null;
  /** `x-resource` / `x-crud`: answered by the resource engine when set. */
  resource: string | null;
  crud: string | null;
  /** `security: []`: no token needed. */
  isPublic: boolean;
}

/** The resource engine's entry point (server/src/resources/engine/index.ts exports it as `answerResource`). */
export type AnswerResource = (
  operation: OperationInfo,
  input: ApiInput,
  ctx: RequestContext,
) => Promise<unknown>;

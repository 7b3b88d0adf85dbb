// Type-level reading of one generated operation: its call arguments and the `result` its envelope carries.
import type { CallOptions } from './options.js';
import type { DownloadResult } from './download.js';
import type { WithMeta } from './response-meta.js';

type Defined<T> = Exclude<T, undefined>;
type IsNever<T> = [T] extends [never] ? true : false;
type ParamsOf<Op> = Op extends { parameters: infer P } ? P : Record<string, never>;

/** `{ key: T }`, `{ key?: T }` or nothing, following how openapi-typescript marks the holder's property. */
type Slot<Key extends string, Holder, Prop extends string> = Prop extends keyof Holder
  ? IsNever<Defined<Holder[Prop]>> extends true
    ? unknown
    : Record<string, never> extends Pick<Holder, Prop>
      ? { [K in Key]?: Defined<Holder[Prop]> }
      : { [K in Key]: Defined<Holder[Prop]> }
  : unknown;

type BodyContent<RB> = RB extends { content: infer C }
  ? 'application/json' extends keyof C
    ? C['application/json']
    : 'multipart/form-data' extends keyof C
      ? FormData
      : unknown
  : never;

type BodySlot<Op> = 'requestBody' extends keyof Op
  ? IsNever<Defined<Op['requestBody' & keyof Op]>> extends true
    ? unknown
    : Record<string, never> extends Pick<Op, 'requestBody' & keyof Op>
      ? { body?: BodyContent<Defined<Op['requestBody' & keyof Op]>> }
      : { body: BodyContent<Defined<Op['requestBody' & keyof Op]>> }
  : unknown;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** `{ path, query, body }` of an operation, each present and required exactly as the contract says. */
export type ArgsOf<Op> = Simplify<
  Slot<'path', ParamsOf<Op>, 'path'> & Slot<'query', ParamsOf<Op>, 'query'> & BodySlot<Op>
>;

type OkResponse<Op> = Op extends { responses: infer R } ? (200 extends keyof R ? R[200] : never) : never;
type OkContent<Op> = OkResponse<Op> extends { content: infer C } ? C : never;
/** The success envelope: the contract lets every 200 also carry the failure envelope, which the client throws. */
type JsonEnvelope<Op> = 'application/json' extends keyof OkContent<Op>
  ? Exclude<OkContent<Op>['application/json'], { success: false }>
  : never;

/** The envelope's `result` of a JSON operation. */
export type EnvelopeResultOf<Op> =
  JsonEnvelope<Op> extends { result?: unknown } ? Defined<JsonEnvelope<Op>['result']> : unknown;

/** A file answer (any non-JSON success media type) comes back as a DownloadResult; no declared content, unknown. */
export type ResultOf<Op> =
  IsNever<OkContent<Op>> extends true
    ? unknown
    : IsNever<Exclude<keyof OkContent<Op>, 'application/json'>> extends true
      ? EnvelopeResultOf<Op>
      : DownloadResult;

/** A typed method: `args` is optional when nothing in it is required. */
export type OperationMethod<Op> = (Record<string, never> extends ArgsOf<Op>
  ? {
      (args?: ArgsOf<Op>, options?: CallOptions): Promise<ResultOf<Op>>;
      /** Same call, resolving to the result with its request id, status, headers and envelope. */
      withMeta(args?: ArgsOf<Op>, options?: CallOptions): Promise<WithMeta<ResultOf<Op>>>;
    }
  : {
      (args: ArgsOf<Op>, options?: CallOptions): Promise<ResultOf<Op>>;
      /** Same call, resolving to the result with its request id, status, headers and envelope. */
      withMeta(args: ArgsOf<Op>, options?: CallOptions): Promise<WithMeta<ResultOf<Op>>>;
    }) & {
  /** The contract's operationId (what `client.call` takes, and what middleware sees). */
  readonly operationId: string;
};

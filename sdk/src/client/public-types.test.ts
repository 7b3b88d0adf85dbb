// Type tests of the public generics (checked by tsc in the typecheck step; the runtime part only keeps vitest happy).
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiError, BusinessError, PermissionError } from '../errors/api-error.js';
import { InvalidCredentialsError, SignatureError, type LoginRefusal } from '../errors/api-error.js';
import type { Envelope } from '../errors/envelope.js';
import type { SignatureReason } from '../errors/reasons.js';
import type { components } from '../generated/openapi.js';
import { createClient } from './create-client.js';
import type { DownloadResult } from './download.js';
import type { CallContext, Middleware } from './middleware.js';
import type { ArgsOf, ResultOf } from './operation-types.js';
import type { CallOptions } from './options.js';
import type { Page, PageIterator, PageLike } from './paginate.js';
import type { WithMeta } from './response-meta.js';

type User = components['schemas']['User'];
const client = createClient({
  baseUrl: 'http://127.0.0.1:8080/jeecg-boot',
  // Some expectTypeOf lines do start a call; a fetch that never settles keeps them from rejecting unobserved.
  fetch: () => new Promise<Response>(() => {}),
});

describe('static types of the public generics', () => {
  it('args follow the contract: required path, optional query, FormData for multipart', () => {
    expectTypeOf(client.dict.getDictItems).parameter(0).toEqualTypeOf<{ path: { dictCode: string } }>();
    expectTypeOf(client.user.userList)
      .parameter(0)
      .toMatchTypeOf<{ query?: { pageNo?: number } } | undefined>();
    expectTypeOf(client.upload.commonUpload).parameter(0).toEqualTypeOf<{ body: FormData }>();
    expectTypeOf(client.user.userList).parameter(1).toEqualTypeOf<CallOptions | undefined>();
    // @ts-expect-error a required path parameter cannot be left out
    void (() => client.dict.getDictItems({}));
    // @ts-expect-error query keys are checked
    void (() => client.user.userList({ query: { notAField: 1 } }));
    // @ts-expect-error call options are checked too
    void (() => client.user.userList({}, { timeout: 5 }));
    expectTypeOf<ArgsOf<{ parameters: { query?: { a?: string } } }>>().toEqualTypeOf<{
      query?: { a?: string };
    }>();
  });

  it('results are the envelope result, or a DownloadResult for files', () => {
    type UserPage = Awaited<ReturnType<typeof client.user.userList>>;
    expectTypeOf<NonNullable<UserPage['records']>[number]>().toEqualTypeOf<User>();
    expectTypeOf(client.user.userExportXls).returns.resolves.toEqualTypeOf<DownloadResult>();
    expectTypeOf(client.request<number>).returns.resolves.toBeNumber();
    expectTypeOf<ResultOf<{ responses: { 200: { content?: never } } }>>().toBeUnknown();
    expectTypeOf<
      ResultOf<{ responses: { 200: { content: { 'text/csv': string } } } }>
    >().toEqualTypeOf<DownloadResult>();
    expectTypeOf(client.call('userList')).resolves.toEqualTypeOf<UserPage>();
    expectTypeOf(client.callEnvelope('userList')).resolves.toEqualTypeOf<Envelope<UserPage>>();
  });

  it('withMeta keeps the result type and adds the request id and headers', () => {
    type UserPage = Awaited<ReturnType<typeof client.user.userList>>;
    expectTypeOf(client.user.userList.withMeta).returns.resolves.toEqualTypeOf<WithMeta<UserPage>>();
    expectTypeOf(client.callWithMeta('userList')).resolves.toEqualTypeOf<WithMeta<UserPage>>();
    expectTypeOf<WithMeta<UserPage>['requestId']>().toEqualTypeOf<string | null>();
    expectTypeOf<WithMeta<UserPage>['headers']>().toEqualTypeOf<Headers>();
    expectTypeOf(client.user.userList.operationId).toBeString();
  });

  it('paginate infers the record type from a typed list method or a list function', () => {
    const pages = client.paginate(client.user.userList, { query: { pageSize: 100, realname: '王' } });
    expectTypeOf(pages).toEqualTypeOf<PageIterator<User>>();
    expectTypeOf(pages.items()).toEqualTypeOf<AsyncGenerator<User, void, undefined>>();
    expectTypeOf(pages.toArray({ limit: 10 })).resolves.toEqualTypeOf<User[]>();
    expectTypeOf(pages[Symbol.asyncIterator]()).toEqualTypeOf<AsyncGenerator<Page<User>, void, undefined>>();
    const byFn = client.paginate((q, o) => client.user.userList({ query: q }, o), { pageSize: 100 });
    expectTypeOf(byFn).toEqualTypeOf<PageIterator<User>>();
    const custom = client.paginate(async () => ({ records: [1, 2] }) as PageLike<number>);
    expectTypeOf(custom.items()).toEqualTypeOf<AsyncGenerator<number, void, undefined>>();
    // @ts-expect-error the query of a typed list method is checked
    void (() => client.paginate(client.user.userList, { query: { notAField: 1 } }));
    // @ts-expect-error an operation that does not answer pages cannot be paginated
    void (() => client.paginate(client.dict.getDictItems, { path: { dictCode: 'sex' } }));
    // @ts-expect-error toArray needs a limit
    void (() => pages.toArray());
  });

  it('the error tree narrows with instanceof and carries typed reasons', () => {
    const err: unknown = null;
    if (err instanceof SignatureError) expectTypeOf(err.reason).toEqualTypeOf<SignatureReason>();
    if (err instanceof InvalidCredentialsError) {
      expectTypeOf(err.reason).toEqualTypeOf<LoginRefusal>();
      expectTypeOf(err).toMatchTypeOf<BusinessError>();
    }
    expectTypeOf<PermissionError>().toMatchTypeOf<BusinessError>();
    expectTypeOf<SignatureError>().toMatchTypeOf<ApiError>();
    expectTypeOf<ApiError['headers']>().toEqualTypeOf<Headers | null>();
    expectTypeOf<SignatureReason>().toEqualTypeOf<'missing' | 'skew' | 'mismatch' | 'replay'>();
  });

  it('middleware hooks receive the call context', () => {
    const mw: Middleware = {
      onRequest: (ctx) => {
        expectTypeOf(ctx).toMatchTypeOf<CallContext & { request: Request }>();
        expectTypeOf(ctx.operationId).toEqualTypeOf<string | null>();
      },
      onError: (ctx) => {
        expectTypeOf(ctx.error).toEqualTypeOf<ApiError>();
      },
    };
    client.use(mw);
    client.eject(mw);
    // @ts-expect-error onRequest may not return a string
    const bad: Middleware = { onRequest: () => 'x' };
    void bad;
  });
});

// A list transport over the SDK for endpoints with a fixed parameter set (research lists, message and announcement lists):
// only the listed params are sent (the server refuses unknown ones) and fixed params (a projectId) join every request.
import type { ClinicClient } from '@clinic/sdk';
import type { ListRequestParams, ListTransport, Row } from './list-types.js';
import { createSdkListTransport } from './sdk-list-transport.js';

export function pickParams(
  params: ListRequestParams,
  allowed: readonly string[],
  fixed: Record<string, string> = {},
): ListRequestParams {
  const out: ListRequestParams = {};
  for (const key of allowed) {
    const value = params[key];
    if (value !== undefined && value !== '') out[key] = value;
  }
  return { ...out, ...fixed };
}

export function scopedListTransport<R extends Row = Row>(
  client: ClinicClient,
  allowed: readonly string[],
  fixed: Record<string, string> = {},
): ListTransport<R> {
  const base = createSdkListTransport<R>(client);
  return {
    ...base,
    list: (url, params, signal) => base.list(url, pickParams(params, allowed, fixed), signal),
  };
}

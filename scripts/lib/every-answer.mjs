// Makes the bundled document describe every answer the server can give, for every operation, new ones included:
// the failure envelope beside each 200 body and the refusals of docs/wiring.md as their own statuses.

/** The failure envelope (`success: false`, `result: null`) every operation may answer. */
export const FAILURE_ENVELOPE = '#/components/schemas/ErrorEnvelope';

/**
 * Status → shared response, added to every operation that does not state its own: the refusals any request can
 * meet (schema, session or signature, tenant, unknown id, body or headers too large) and the generic 500.
 */
export const STANDARD_ANSWERS = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  413: 'PayloadTooLarge',
  431: 'HeaderFieldsTooLarge',
  500: 'InternalError',
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const JSON_TYPE = 'application/json';
const FAILURE_NOTE =
  'A refused call (`success: false`, HTTP 200: code 500 business error, 510 no permission) carries the failure envelope.';

function withFailure(schema) {
  if (!schema) return { $ref: FAILURE_ENVELOPE };
  if (schema.$ref === FAILURE_ENVELOPE) return schema;
  if (Array.isArray(schema.anyOf) && schema.anyOf.some((s) => s?.$ref === FAILURE_ENVELOPE)) return schema;
  return { anyOf: [schema, { $ref: FAILURE_ENVELOPE }] };
}

/** A 200 response that also admits the failure envelope under application/json. */
function admitFailure(response) {
  const content = { ...(response.content ?? {}) };
  const json = content[JSON_TYPE];
  content[JSON_TYPE] = { ...json, schema: withFailure(json?.schema) };
  const description = String(response.description ?? '').trim();
  return {
    ...response,
    description: description.includes(FAILURE_NOTE) ? description : `${description} ${FAILURE_NOTE}`.trim(),
    content,
  };
}

/**
 * Rewrites `doc` in place: each operation's 200 (inline, or the shared response it references) admits the
 * failure envelope, and each gets the standard refusals it does not list. Throws when a shared response used as a
 * 200 is also used for another status, since admitting failures there would be wrong.
 */
export function describeEveryAnswer(doc, fail = (message) => new Error(message)) {
  const shared = doc.components?.responses ?? {};
  const okRefs = new Set();
  const otherRefs = new Set();
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      op.responses ??= {};
      for (const [status, name] of Object.entries(STANDARD_ANSWERS)) {
        if (!(status in op.responses)) op.responses[status] = { $ref: `#/components/responses/${name}` };
      }
      for (const [status, response] of Object.entries(op.responses)) {
        const ref = typeof response?.$ref === 'string' ? response.$ref : null;
        if (status === '200') {
          if (ref) okRefs.add(ref);
          else op.responses[status] = admitFailure(response);
        } else if (ref) otherRefs.add(ref);
      }
    }
  }
  for (const ref of okRefs) {
    if (otherRefs.has(ref)) throw fail(`${ref} is used both as a 200 and as another status`);
    const name = ref.replace('#/components/responses/', '');
    if (!shared[name]) throw fail(`$ref ${ref} does not resolve`);
    shared[name] = admitFailure(shared[name]);
  }
  return doc;
}

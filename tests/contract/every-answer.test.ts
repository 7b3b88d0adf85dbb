// Issue 19: the bundled document describes every answer of every operation (failure envelope, refusals, files).
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build script without declarations
import { describeEveryAnswer, STANDARD_ANSWERS } from '../../scripts/lib/every-answer.mjs';
import { contractDocument } from '../support/contract-document.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FAILURE = '#/components/schemas/ErrorEnvelope';
const doc = contractDocument();
type Json = Record<string, unknown>;

function resolve(value: unknown): Json {
  let node = value as Json;
  while (node && typeof node.$ref === 'string') {
    node = (node.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Json>((cur, key) => cur[key] as Json, doc.raw as Json);
  }
  return node;
}

function admitsFailure(schema: Json | undefined): boolean {
  if (!schema) return false;
  if (schema.$ref === FAILURE) return true;
  return ((schema.anyOf as Json[] | undefined) ?? []).some((s) => s.$ref === FAILURE);
}

describe('every operation of the bundled document', () => {
  it('admits the failure envelope beside its 200 body and lists the refusals of docs/wiring.md', () => {
    const problems: string[] = [];
    for (const op of doc.operations) {
      const responses = op.raw.responses as Record<string, unknown>;
      const ok = resolve(responses['200']);
      const content = ok.content as Record<string, { schema?: Json }>;
      if (!admitsFailure(content['application/json']?.schema)) problems.push(`${op.operationId}: 200`);
      for (const status of ['400', '401', '403', '404', '413', '431', '500']) {
        const answer = resolve(responses[status]);
        const schema = (answer?.content as Record<string, { schema?: Json }> | undefined)?.[
          'application/json'
        ]?.schema;
        if (schema?.$ref !== FAILURE) problems.push(`${op.operationId}: ${status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names the media type downloads really carry, with their Content-Disposition', () => {
    const downloads = doc.operations.filter((o) => o.operationId.endsWith('ExportXls'));
    expect(downloads.length).toBeGreaterThanOrEqual(12);
    for (const op of [...downloads, doc.byId.get('staticFile')!]) {
      const ok = resolve((op.raw.responses as Json)['200']);
      const types = Object.keys(ok.content as Json);
      expect(types, op.operationId).not.toContain('application/vnd.ms-excel');
      if (op.operationId !== 'staticFile') expect(types, op.operationId).toContain(XLSX);
      expect(Object.keys(ok.headers as Json), op.operationId).toContain('Content-Disposition');
    }
  });
});

describe('describeEveryAnswer', () => {
  it('gives an operation added later the failure envelope and every standard refusal', () => {
    const fresh = {
      paths: {
        '/x/new': {
          get: {
            operationId: 'newOne',
            responses: {
              200: { description: 'Yes.', content: { 'application/json': { schema: { type: 'object' } } } },
            },
          },
        },
      },
      components: { responses: {} },
    };
    describeEveryAnswer(fresh);
    const responses = fresh.paths['/x/new'].get.responses as Record<string, Json>;
    expect(Object.keys(responses).sort()).toEqual(['200', ...Object.keys(STANDARD_ANSWERS)].sort());
    const content = responses['200']!.content as Record<string, { schema: Json }>;
    expect(content['application/json']!.schema).toEqual({
      anyOf: [{ type: 'object' }, { $ref: FAILURE }],
    });
  });
});

// Finds the contract operation a request went to, from its method and path (without /jeecg-boot), for answer checks.
import { contractDocument, type ContractOperation } from './contract-document.js';

let matchers: Array<{ method: string; pattern: RegExp; op: ContractOperation }> | null = null;

function build() {
  return contractDocument().operations.map((op) => {
    const wild = new Set(
      op.params
        .filter((p) => p.in === 'path' && (p as { 'x-wildcard'?: boolean })['x-wildcard'])
        .map((p) => p.name),
    );
    const source = op.path
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const name = /^\{([^}]+)\}$/.exec(part)?.[1];
        if (name) return wild.has(name) ? '.+' : '[^/]+';
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    return { method: op.method, pattern: new RegExp(`^${source}/?$`), op };
  });
}

/** The operation answering `method path`; literal paths win over templated ones. */
export function operationFor(method: string, path: string): ContractOperation | null {
  matchers ??= build();
  const hits = matchers.filter((m) => m.method === method.toUpperCase() && m.pattern.test(path));
  hits.sort((a, b) => Number(a.op.path.includes('{')) - Number(b.op.path.includes('{')));
  return hits[0]?.op ?? null;
}

// The store contract the client reads tokens, tenants and user info through, and its in-memory form for Node.

export interface ValueStore<T> {
  get(): T | null;
  /** `null` removes the value. */
  set(value: T | null): void;
}

export function memoryStore<T>(initial: T | null = null): ValueStore<T> {
  let value = initial;
  return {
    get: () => value,
    set: (next) => {
      value = next;
    },
  };
}

// Public surface of @clinic/sdk/resources: the declaration vocabulary and every declared resource.
// (The `resources` record below is to be generated from defs/ — see the registry issue.)
import patient from './defs/patient.js';

export * from './define.js';

export const resources = {
  patient,
} as const;

export type ResourceName = keyof typeof resources;

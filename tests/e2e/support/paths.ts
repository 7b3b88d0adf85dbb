// Repository paths the e2e harness needs, resolved from this file.
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const consoleDist = fileURLToPath(new URL('../../../console/dist/', import.meta.url));
export const serverDist = fileURLToPath(new URL('../../../server/dist/main.js', import.meta.url));
export const serverSource = fileURLToPath(new URL('../../../server/src/main.ts', import.meta.url));

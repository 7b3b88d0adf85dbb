// The console's zod: schemas never compile with `new Function`, so the strict Content-Security-Policy (no
// 'unsafe-eval') sees no eval probe and reports no violation; every console module takes `z` from here.
import { z } from 'zod';

z.config({ jitless: true });

export { z };

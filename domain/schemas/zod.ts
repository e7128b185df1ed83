import { z } from "zod";

/**
 * zod, as every schema of the shop uses it. Without `jitless`, zod's first object parse tries
 * `new Function("")` to learn whether it may compile a faster parser; in the browser the pages'
 * Content-Security-Policy (no 'unsafe-eval') refuses it and logs a violation, which Lighthouse
 * counts against best practices.
 */
z.config({ jitless: true });

export { z };

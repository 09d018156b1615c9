import { config } from 'zod/mini';

/**
 * zod without its code generation (decision 0064). An object schema made while this is unset asks, once, whether the
 * page may run `new Function`; under the pages' Content-Security-Policy (no 'unsafe-eval') the answer is a refused
 * evaluation, reported as a `securitypolicyviolation` on every load. Set before any schema is made: this module is
 * the entry's first import.
 */
config({ jitless: true });

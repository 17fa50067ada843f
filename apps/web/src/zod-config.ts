import { config } from 'zod';

/**
 * zod compiles fast parsers with `new Function` unless told not to; under the app's CSP (no
 * eval) that probe is reported as a violation even though zod falls back. Imported first.
 */
config({ jitless: true });

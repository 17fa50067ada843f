import { config } from 'zod';

/**
 * zod compiles fast parsers with `new Function` unless told not to; under the app's CSP (no
 * eval) that probe is reported as a violation even though zod falls back. Imported first; the
 * classic script public/zod-jitless.js sets it before any module (shared chunks define schemas
 * before this runs), this covers the dev server and tests.
 */
config({ jitless: true });

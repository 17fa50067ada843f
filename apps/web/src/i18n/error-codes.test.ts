import { describe, expect, it } from 'vitest';
import { errorCodes } from '@vitae/core/api';
import rootDe from './locales/de-DE.json';
import rootEn from './locales/en-US.json';

/**
 * Codes the app never shows as they are: `invalid_request` and `server_error` get the generic
 * sentences, and the conflict codes open the conflict dialog, which explains them in its own words.
 */
const explainedElsewhere = new Set(['invalid_request', 'server_error', 'patch_conflict', 'base_too_old', 'schema_too_new']);

describe('every server error code has a sentence in both languages', () => {
  it.each([
    ['de-DE', rootDe.errors.codes],
    ['en-US', rootEn.errors.codes],
  ] as const)('%s', (_language, codes) => {
    const missing = errorCodes.filter((code) => !explainedElsewhere.has(code) && !(code in codes));
    expect(missing).toEqual([]);
  });
});

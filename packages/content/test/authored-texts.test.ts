import { describe, expect, it } from 'vitest';
import { v5ContentFiles } from '@vitae/core/v5';
import { getContent } from '../src/index.ts';
import { missingGermanTexts } from '../scripts/v5/coverage.ts';

// Passes once the authors have written every German text; until then it lists what is missing.
describe('authored texts', () => {
  it('every German summary and description is non-empty', () => {
    expect(missingGermanTexts(getContent(v5ContentFiles, 'de-DE'))).toEqual([]);
  });
});

import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { blankCharacter } from '@vitae/core';
import type { H5Character } from '@vitae/core/h5';
import type { M20Character } from '@vitae/core/m20';
import type { V5Character } from '@vitae/core/v5';
import type { W5Character } from '@vitae/core/w5';
import { inEnglish } from '../../../testing/language.ts';
import { testContent } from '../../../testing/render.tsx';
import { h5SearchTargets } from './h5/search-targets.ts';
import { m20SearchTargets } from './m20/search-targets.ts';
import type { SearchTarget } from './types.ts';
import { v5SearchTargets } from './v5/search-targets.ts';
import { w5SearchTargets } from './w5/search-targets.ts';

const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);

/** The labels each line's search index holds for a blank character, in the current language. */
function labels(line: 'v5' | 'w5' | 'm20' | 'h5'): string[] {
  const content = testContent();
  const language = i18next.language;
  let list: SearchTarget[];
  switch (line) {
    case 'v5':
      list = v5SearchTargets(blankCharacter('v5') as V5Character, content.forLine('v5', language), t);
      break;
    case 'w5':
      list = w5SearchTargets(blankCharacter('w5') as W5Character, content.forLine('w5', language), t);
      break;
    case 'm20':
      list = m20SearchTargets(blankCharacter('m20') as M20Character, content.forLine('m20', language), t);
      break;
    case 'h5':
      list = h5SearchTargets(blankCharacter('h5') as H5Character, content.forLine('h5', language), t);
      break;
  }
  return list.map((target) => target.label);
}

const found = (line: 'v5' | 'w5' | 'm20' | 'h5', query: string) => labels(line).filter((label) => label.toLowerCase().includes(query.toLowerCase()));

describe("each line's sheet search knows the line's own trackers and powers (#47 item 4)", () => {
  // The words a player of the line types; each must find something on a blank sheet of that line.
  const german = [
    ['w5', 'Zorn'],
    ['w5', 'Harano'],
    ['w5', 'Hauglosk'],
    ['w5', 'Ruhm'],
    ['w5', 'Gestalt'],
    ['m20', 'Arete'],
    ['m20', 'Paradox'],
    ['m20', 'Quintessenz'],
    ['m20', 'Leben'],
    ['m20', 'Rotes'],
    ['m20', 'Resonanz'],
    ['h5', 'Verzweiflung'],
    ['h5', 'Gefahr'],
    ['h5', 'Hoffnungslosigkeit'],
    ['v5', 'Hunger'],
    ['v5', 'Blutmacht'],
  ] as const;
  it.each(german)('German: %s finds %s', (line, query) => {
    expect(found(line, query)).not.toEqual([]);
  });

  const english = [
    ['w5', 'Rage'],
    ['w5', 'Glory'],
    ['m20', 'Paradox'],
    ['m20', 'Quintessence'],
    ['h5', 'Desperation'],
    ['h5', 'Danger'],
    ['h5', 'Despair'],
    ['v5', 'Blood Potency'],
  ] as const;
  it.each(english)('English: %s finds %s', async (line, query) => {
    await inEnglish();
    expect(found(line, query)).not.toEqual([]);
  });

  it('a mage’s rotes are found by their names', () => {
    const mage = { ...(blankCharacter('m20') as M20Character), rotes: [{ id: 'r1', name: 'Heilende Hände', spheres: { life: 2 }, notes: '' }] } as M20Character;
    const list = m20SearchTargets(mage, testContent().forLine('m20', 'de-DE'), t);
    expect(list.find((target) => target.label === 'Heilende Hände')).toMatchObject({ tab: 'tradition', anchor: 'sheet-rote-r1' });
  });

  it("finds no other line's words", () => {
    expect(found('w5', 'Hunger')).toEqual([]);
    expect(found('h5', 'Zorn')).toEqual([]);
    expect(found('m20', 'Harano')).toEqual([]);
  });
});

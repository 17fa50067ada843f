import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { XpHistoryEntry } from '@vitae/core';
import type { M20Content } from '@vitae/core/m20';
import type { W5Content } from '@vitae/core/w5';
import { inEnglish } from '../../../testing/language.ts';
import { testContent } from '../../../testing/render.tsx';
import { m20HistoryNames } from '../lines/m20/history-names.ts';
import { w5HistoryNames } from '../lines/w5/history-names.ts';
import { historyLine, historyNamesOf } from './history-text.ts';

const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const purchase = (amount: number, record: NonNullable<XpHistoryEntry['purchase']>, before: object = {}, after: object = {}): XpHistoryEntry => ({ id: 'e', at: '2026-03-01T20:00:00.000Z', kind: 'purchase', amount, purchase: record, before, after });

/** A history line as the sheet shows it to a reader of the current language. */
function line(gameLine: 'w5' | 'm20', entry: XpHistoryEntry): string {
  const content = testContent().forLine(gameLine, i18next.language);
  const subject = gameLine === 'w5' ? w5HistoryNames(content as W5Content) : m20HistoryNames(content as M20Content, t);
  return historyLine(entry, historyNamesOf(content, subject), t);
}

// #47 item 3: the history keeps data (kind, reference, from, to, price) and is worded in the reader's language.
const cases: Array<[string, 'w5' | 'm20', XpHistoryEntry, string, string]> = [
  ['a W5 attribute raise', 'w5', purchase(15, { kind: 'attribute', ref: 'str', from: 2, level: 3 }), 'Körperkraft 2 → 3 für 15 EXP', 'Strength 2 → 3 for 15 EXP'],
  ['a W5 Gift by its id', 'w5', purchase(5, { kind: 'gift', ref: '1', name: 'Katzenpfoten' }), 'Katzenpfoten für 5 EXP', 'Catfeet for 5 EXP'],
  ['a W5 background by pack and trait id', 'w5', purchase(6, { kind: 'trait', ref: 'backgrounds:2:2', name: 'Kontakte 2', level: 2 }), 'Kontakte 2 auf 2 für 6 EXP', 'Contacts 2 to 2 for 6 EXP'],
  // Old M20 entries kept the German name and no `from`: the snapshots give it back.
  ['an old M20 attribute entry', 'm20', purchase(8, { kind: 'attribute', ref: 'strength', level: 3 }, { attributes: { strength: 2 } }, { attributes: { strength: 3 } }), 'Körperkraft 2 → 3 für 8 EXP', 'Strength 2 → 3 for 8 EXP'],
  ['an old M20 Sphere entry named in German', 'm20', purchase(21, { kind: 'sphere', ref: 'life', name: 'Leben', level: 4 }, { spheres: { life: 3 } }, { spheres: { life: 4 } }), 'Leben 3 → 4 für 21 EXP', 'Life 3 → 4 for 21 EXP'],
  ['an old M20 Willpower entry named in German', 'm20', purchase(7, { kind: 'willpower', name: 'Willenskraft', level: 8 }, { willpower: 7 }, { willpower: 8 }), 'Willenskraft 7 → 8 für 7 EXP', 'Willpower 7 → 8 for 7 EXP'],
  // What no content knows (homebrew, a custom entry) keeps the name it was bought under.
  ['a name no content knows', 'w5', purchase(3, { kind: 'trait', ref: 'merits:999:1', name: 'Eigener Vorzug', level: 1 }), 'Eigener Vorzug auf 1 für 3 EXP', 'Eigener Vorzug to 1 for 3 EXP'],
];

describe('the experience history in the reader’s language', () => {
  it.each(cases)('%s (German)', (_name, gameLine, entry, german) => {
    expect(line(gameLine, entry)).toBe(german);
  });

  it.each(cases)('%s (English)', async (_name, gameLine, entry, _german, english) => {
    await inEnglish();
    expect(line(gameLine, entry)).toBe(english);
  });
});

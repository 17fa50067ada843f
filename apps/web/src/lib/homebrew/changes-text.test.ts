import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { HomebrewChange, HomebrewDiscipline, HomebrewUpdate } from '@vitae/core/homebrew';
import de from '../../i18n/locales/sheet/de-DE.json';
import { describeChanges } from './changes-text.ts';

const t = i18next.createInstance();
await t.init({ lng: 'de-DE', resources: { 'de-DE': { translation: de } }, interpolation: { escapeValue: false } });

const item = { id: 1, version: 1 } as HomebrewDiscipline;
const update = (changes: HomebrewChange[]): HomebrewUpdate => ({ kind: 'disciplines', before: item, after: { ...item, version: 2 }, changes });

describe('describeChanges', () => {
  it.each<[string, HomebrewChange, string[]]>([
    ['a rename with both names', { kind: 'field', field: 'name', before: 'Nebelschritt', after: 'Nebelweg' }, ['Name: „Nebelschritt“ → „Nebelweg“']],
    ['another field by its label', { kind: 'field', field: 'curse', before: 'a', after: 'b' }, ['Clansfluch geändert']],
    ['publishing is nothing a player needs to know', { kind: 'field', field: 'public', before: false, after: true }, []],
    ['a new level', { kind: 'level-added', level: 3 }, ['Stufe 3 neu']],
    ['a removed level', { kind: 'level-removed', level: 2 }, ['Stufe 2 entfernt']],
    ['a new ability', { kind: 'ability-added', level: 2, abilityId: 3, name: 'Nebelsturm' }, ['Neue Fähigkeit „Nebelsturm“ (Stufe 2)']],
    ['a removed ability the character does not own', { kind: 'ability-removed', level: 1, abilityId: 9, name: 'Dunst' }, ['„Dunst“ entfernt (Stufe 1)']],
    ['a removed ability the character owns', { kind: 'ability-removed', level: 2, abilityId: 2, name: 'Nebelgestalt' }, ['„Nebelgestalt“ entfernt (Stufe 2) – der Charakter behält sie, markiert']],
    ['a changed ability with its fields', { kind: 'ability-changed', level: 1, abilityId: 1, name: 'Dunstmantel', fields: ['name', 'summary', 'dicePool'] }, ['„Dunstmantel“ (Stufe 1): Name, Wirkung, Würfelvorrat geändert']],
  ])('%s', (_label, change, lines) => {
    expect(describeChanges(update([change]), new Set([2]), t.t.bind(t))).toEqual(lines);
  });
});

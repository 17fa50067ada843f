import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import deShell from '../i18n/locales/de-DE.json';
import deMain from '../i18n/locales/main/de-DE.json';
import deSheet from '../i18n/locales/sheet/de-DE.json';
import { traitReasonTexts } from './trait-reasons.ts';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'de-DE', resources: { 'de-DE': { translation: { ...deShell, ...deMain, ...deSheet } } }, initAsync: false, interpolation: { escapeValue: false } });
const t = i18n.t.bind(i18n) as (key: string, values?: Record<string, unknown>) => string;
const names = { clan: (id: number) => ({ 8: 'Nosferatu', 14: 'Ventrue' })[id], book: (id: number) => ({ 2: 'Anarchen' })[id] };

describe('why a trait cannot be taken, by name', () => {
  it.each([
    [{ reasons: ['restricted'], details: { restriction: { type: 'exclude_clans', data: [8] } } }, ['nicht für Nosferatu']],
    [{ reasons: ['restricted'], details: { restriction: { type: 'only_clans', data: [14, 99] } } }, ['nur für Ventrue, 99']],
    [{ reasons: ['restricted'], details: { restriction: { type: 'max_generation', data: 11 } } }, ['nur bis zur 11. Generation']],
    [{ reasons: ['restricted'], details: { restriction: { type: 'max_blood_potency', data: 2 } } }, ['nur bis Blutmacht 2']],
    [{ reasons: ['restricted'], details: { restriction: { type: 'book_activated', data: [2] } } }, ['braucht das Buch Anarchen']],
    [{ reasons: ['restricted'], details: { restriction: { type: 'minimum_character_value', data: { key: 'humanity', value: 5 } } } }, ['braucht Menschlichkeit 5 oder mehr']],
    // Issue #47 item 5: requirements are alternatives, and several say "one of".
    [{ reasons: ['requirement'], details: { requires: ['Bibliothek', 'Archiv'] } }, ['braucht zuerst eines von: Bibliothek, Archiv']],
    [{ reasons: ['requirement'], details: { requires: ['Bibliothek'] } }, ['braucht zuerst Bibliothek']],
    [{ reasons: ['not_combinable'], details: { conflicts: ['Schön'] } }, ['nicht zusammen mit Schön']],
    [{ reasons: ['owned', 'caitiff_status'], details: {} }, ['schon gewählt', 'Caitiff beginnen ohne Status']],
  ] as const)('%j', (option, expected) => {
    expect(traitReasonTexts(option as never, names, t)).toEqual(expected);
  });
});

import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { XpHistoryEntry } from '@vitae/core';
import deSheet from '../../../i18n/locales/sheet/de-DE.json';
import enSheet from '../../../i18n/locales/sheet/en-US.json';
import enWerewolf from '../../../i18n/locales/lines/w5/en-US.json';
import { historyLine, undoLabel } from './history-text.ts';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'de-DE', resources: { 'de-DE': { translation: deSheet } }, initAsync: false, interpolation: { escapeValue: false } });
const t = i18n.t.bind(i18n) as (key: string, values?: Record<string, unknown>) => string;
const names = { attribute: (key: string) => ({ str: 'Körperkraft' })[key], skill: (key: string) => ({ brawl: 'Handgemenge' })[key] };
const entry = (kind: XpHistoryEntry['kind'], amount: number, purchase?: XpHistoryEntry['purchase']): XpHistoryEntry => ({ id: 'e', at: '2025-03-01T20:00:00.000Z', kind, amount, purchase, before: {}, after: {} });

describe('the experience history in words', () => {
  it.each([
    [entry('grant', 10), '10 EXP erhalten', 'Letzte Gutschrift rückgängig (10 EXP)'],
    [entry('purchase', 15, { kind: 'attribute', ref: 'str', level: 3 }), 'Körperkraft auf 3 für 15 EXP', 'Letzten Kauf rückgängig (15 EXP zurück)'],
    [entry('change', 0, { kind: 'mark_of_cain', ref: 'black:5', level: 5 }), 'Mal des Kain: Schwarzer Pfad, Stufe 5', 'Letzten Schritt rückgängig: Mal des Kain: Schwarzer Pfad, Stufe 5'],
    [entry('change', 0, { kind: 'trait_removal', ref: 'merits:6:1', name: 'Schön', level: 2 }), 'Schön entfernt (volle Anpassung)', 'Letzten Schritt rückgängig: Schön'],
    // A free step (homebrew moved to a newer version) names no price and is undone as a step.
    [entry('purchase', 0, { kind: 'homebrew_update', ref: 'c1@2', name: 'Nebelschritt' }), 'Homebrew aktualisiert: Nebelschritt', 'Letzten Schritt rückgängig: Nebelschritt'],
    // A held gift, rote, edge, … taken in a newer version (any line); without the line's words its kind reads "Homebrew".
    [entry('change', 0, { kind: 'homebrew_item_update', ref: 'w5:gifts:5', name: 'Mondlicht-Pfad', from: 1, level: 3 }), 'Homebrew „Mondlicht-Pfad“ aktualisiert: Version 1 → 3', 'Letzten Schritt rückgängig: Homebrew „Mondlicht-Pfad“'],
  ])('%#: %j', (item, line, undo) => {
    expect(historyLine(item, names, t)).toBe(line);
    expect(undoLabel(item, names, t)).toBe(undo);
  });

  it('names who approved a purchase at the table, and why experience was awarded', () => {
    const approved = { ...entry('purchase', 10, { kind: 'attribute', ref: 'str', from: 2, level: 3 }), approvedBy: { id: 'u1', name: 'Mara' } };
    expect(historyLine(approved, names, t)).toBe('Körperkraft 2 → 3 für 10 EXP, zugestimmt von Mara');
    expect(historyLine({ ...entry('grant', 5), reason: 'Sitzung 3' }, names, t)).toBe('5 EXP erhalten: Sitzung 3');
  });

  it('never shows a bare key', () => {
    expect(historyLine(entry('purchase', 10, { kind: 'skill', ref: 'unknown_key', level: 2 }), names, t)).not.toMatch(/unknown_key/);
  });
});

describe('a held homebrew item’s update in English', () => {
  it('names the kind in the line’s words and the versions', () => {
    const english = i18next.createInstance();
    void english.init({ lng: 'en-US', resources: { 'en-US': { translation: { ...enSheet, ...enWerewolf } } }, initAsync: false, interpolation: { escapeValue: false } });
    const tEn = english.t.bind(english) as (key: string, values?: Record<string, unknown>) => string;
    const update = entry('change', 0, { kind: 'homebrew_item_update', ref: 'w5:gifts:5', name: 'Moonlight Path', from: 1, level: 2 });
    expect(historyLine(update, names, tEn)).toBe('Gift "Moonlight Path" updated: version 1 → 2');
    expect(undoLabel(update, names, tEn)).toBe('Undo last step: Gift "Moonlight Path"');
  });
});

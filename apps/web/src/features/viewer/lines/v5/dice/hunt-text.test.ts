import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { huntResult } from '@vitae/core/v5';
import deSheet from '../../../../../i18n/locales/sheet/de-DE.json';
import { huntReasonTexts } from './hunt-text.ts';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'de-DE', resources: { 'de-DE': { translation: deSheet } }, initAsync: false, interpolation: { escapeValue: false } });
const t = i18n.t.bind(i18n) as (key: string, values?: Record<string, unknown>) => string;

describe('the hunt calculator explains itself in German, without internal notes', () => {
  it('names the prey with its article and how much it slakes', () => {
    const result = huntResult({ bloodPotency: 1, hunger: 3, prey: 'bloodBag', drained: false });
    expect(huntReasonTexts(result, 'bloodBag', t)).toEqual(['Eine Blutkonserve stillt 1 Hunger.']);
  });

  it('leaves out the spec-versus-table bookkeeping at blood potency 5', () => {
    const result = huntResult({ bloodPotency: 5, hunger: 4, prey: 'human', drained: false });
    expect(result.reasons).toContain('bp5TableRule');
    const texts = huntReasonTexts(result, 'human', t);
    expect(texts.join(' ')).not.toMatch(/Tabelle|Hinweis|Angabe/);
    expect(texts[0]).toBe('Ein Mensch stillt 2 Hunger.');
  });
});

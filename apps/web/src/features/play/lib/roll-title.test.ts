import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { PlayMessageBody } from '@vitae/core/play';
import mainDe from '../../../i18n/locales/main/de-DE.json';
import mainEn from '../../../i18n/locales/main/en-US.json';
import { rollTitle } from './roll-title.ts';

type RollBody = Extract<PlayMessageBody, { kind: 'roll' }>;

async function language(lng: 'de-DE' | 'en-US') {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources: { [lng]: { translation: lng === 'de-DE' ? mainDe : mainEn } }, interpolation: { escapeValue: false } });
  return instance.t;
}

const lena = { id: '00000000-0000-4000-8000-000000000009', name: 'Lena Kraus' };
const check = (normal: number, special: number, specialName: 'hunger' | 'rage' | null, line: 'v5' | 'w5' = 'v5'): RollBody['result'] => ({
  kind: 'check',
  line,
  normal: Array.from({ length: normal }, () => 6),
  special: Array.from({ length: special }, () => 6),
  specialName,
  difficulty: 2,
  successes: 1,
  outcome: 'win',
  notes: [],
});
const roll = (change: Partial<RollBody>): RollBody => ({ kind: 'roll', secret: false, label: null, command: null, character: null, requestId: null, result: check(4, 2, 'hunger'), ...change });

describe('rollTitle: a roll card says in words what was rolled, never the raw command', () => {
  const cases: [string, RollBody, string, string][] = [
    ['a typed hunger check', roll({ command: '/hc 6 2', character: lena }), 'Lena Kraus: Probe mit 6 Würfeln, davon 2 Hungerwürfel', 'Lena Kraus: Check with 6 dice, 2 hunger dice of them'],
    ['one die, no special', roll({ command: '/c 1', result: check(1, 0, null) }), 'Probe mit 1 Würfel', 'Check with 1 die'],
    ['one rage die', roll({ command: '/rc 3', result: check(2, 1, 'rage', 'w5') }), 'Probe mit 3 Würfeln, davon 1 Zornwürfel', 'Check with 3 dice, 1 rage die of them'],
    ['a sheet roll keeps its label', roll({ label: 'Geschick + Heimlichkeit', character: lena }), 'Lena Kraus: Geschick + Heimlichkeit', 'Lena Kraus: Geschick + Heimlichkeit'],
    ['a willpower re-roll says so', roll({ label: 'Geschick + Heimlichkeit', character: lena, rerollOf: 41 }), 'Lena Kraus: Geschick + Heimlichkeit – Willenskraft-Neuwurf', 'Lena Kraus: Geschick + Heimlichkeit – willpower re-roll'],
    ['free dice', roll({ command: '/roll 2d6+1', result: { kind: 'dice', count: 2, sides: 6, modifier: 1, faces: [3, 4], total: 8 } }), '2W6+1', '2d6+1'],
    ['free dice, minus', roll({ command: '/roll d20-2', result: { kind: 'dice', count: 1, sides: 20, modifier: -2, faces: [11], total: 9 } }), '1W20-2', '1d20-2'],
  ];
  it.each(cases)('%s', async (_name, body, german, english) => {
    expect(rollTitle(await language('de-DE'), body)).toBe(german);
    expect(rollTitle(await language('en-US'), body)).toBe(english);
  });
});

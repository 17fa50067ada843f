import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { PlayMessage, PlayNight } from '@vitae/core/play';
import mainDe from '../../../i18n/locales/main/de-DE.json';
import mainEn from '../../../i18n/locales/main/en-US.json';
import { nightFileName, nightMarkdown } from './night-markdown.ts';

async function language(lng: 'de-DE' | 'en-US') {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources: { [lng]: { translation: lng === 'de-DE' ? mainDe : mainEn } }, interpolation: { escapeValue: false } });
  return instance.t;
}

const night: PlayNight = { id: '00000000-0000-4000-8000-0000000000b1', title: 'Erster Abend: Hafen', date: '2026-12-05', notes: 'Im *Elysium*', startedAt: '2026-12-05T19:00:00.000Z', endedAt: null, messageCount: 3 };
const mara = { id: '00000000-0000-4000-8000-000000000002', alias: 'Mara' };
let id = 1;
const message = (body: PlayMessage['body'], sender: PlayMessage['sender'] = mara, to: PlayMessage['to'] = { kind: 'everyone' }): PlayMessage => ({ id: id++, sessionId: '00000000-0000-4000-8000-0000000000aa', at: '2026-12-05T19:15:00.000Z', sender, to, body });
const log = [
  message({ kind: 'text', text: '# keine Überschrift [link](x)' }),
  message({ kind: 'status', event: 'joined', user: mara }, null),
  message({ kind: 'roll', secret: true, label: 'Geschick + Heimlichkeit', command: null, character: { id: '00000000-0000-4000-8000-000000000009', name: 'Lena' }, requestId: null, result: { kind: 'check', line: 'v5', normal: [6, 7, 2], special: [10], specialName: 'hunger', difficulty: 3, successes: 3, outcome: 'win', notes: [] } }),
  message({ kind: 'xp', amount: 3, reason: 'Erster Abend', characters: [{ id: '00000000-0000-4000-8000-000000000009', name: 'Lena' }] }),
];

describe('a night as Markdown, in the reader’s language', () => {
  it('lists approvals and rejections of spends with their note, in both languages', async () => {
    const spend = { requestId: '00000000-0000-4000-8000-0000000000e1', character: { id: '00000000-0000-4000-8000-000000000009', name: 'Lena' }, label: 'Geschick 2 → 3', cost: 10 };
    const storyteller = { id: '00000000-0000-4000-8000-000000000001', alias: 'Erzählerin' };
    const spends = [message({ kind: 'spend', event: 'approved', note: null, ...spend }, storyteller), message({ kind: 'spend', event: 'rejected', note: 'Erst nach dem Training', ...spend }, storyteller, { kind: 'player', userId: mara.id })];
    const german = nightMarkdown(await language('de-DE'), 'de-DE', 'Hamburg', night, spends, false);
    expect(german).toContain('**Erzählerin** (19:15): stimmt zu: Geschick 2 → 3 für Lena (10 EXP)');
    expect(german).toContain('lehnt ab: Geschick 2 → 3 für Lena (10 EXP) – „Erst nach dem Training“');
    const english = nightMarkdown(await language('en-US'), 'en-US', 'Hamburg', night, spends, false);
    expect(english).toContain('approves: Geschick 2 → 3 for Lena (10 EXP)');
  });

  it('German: title, date, notes, each message in words, user text escaped', async () => {
    const text = nightMarkdown(await language('de-DE'), 'de-DE', 'Hamburg', night, log, false);
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Erster Abend: Hafen');
    expect(lines[2]).toBe('Hamburg · Samstag, 5. Dezember 2026');
    expect(text).toContain('Im \\*Elysium\\*');
    expect(text).toContain('## Verlauf');
    expect(text).toMatch(/- \*\*Mara\*\* \(\d\d:\d\d\): \\# keine Überschrift \\\[link\\\]\(x\)/);
    expect(text).toContain('Mara ist beigetreten.');
    expect(text).toContain('_geheim_: 🎲 Lena: Geschick + Heimlichkeit → Erfolg, 3 Erfolge, Schwierigkeit 3');
    expect(text).toContain('Lena');
    expect(text).not.toMatch(/play\.|undefined/);
  });

  it('English, and a cut export says so', async () => {
    const text = nightMarkdown(await language('en-US'), 'en-US', 'Hamburg', night, log.slice(0, 1), true);
    expect(text).toContain('Hamburg · Saturday, December 5, 2026');
    expect(text).toContain('## Log');
    expect(text.trim().split('\n').at(-1)).toBe('_The export ends after 1 entry; later ones are not included._');
  });

  it('a line table check (a rouse check) says what it did, not a difficulty', async () => {
    const rouse = message({ kind: 'roll', secret: false, label: 'Wallungs-Check', command: null, character: { id: '00000000-0000-4000-8000-000000000009', name: 'Lena' }, requestId: null, check: { name: 'rouse', before: 2 }, result: { kind: 'check', line: 'v5', normal: [3], special: [], specialName: null, difficulty: 1, successes: 0, outcome: 'failure', notes: [] } });
    const german = nightMarkdown(await language('de-DE'), 'de-DE', 'Hamburg', night, [rouse], false);
    expect(german).toContain('🎲 Lena: Wallungs-Check → Wallungs-Check misslungen: Hunger steigt auf 3');
    expect(german).not.toContain('Schwierigkeit');
    const english = nightMarkdown(await language('en-US'), 'en-US', 'Hamburg', night, [rouse], false);
    expect(english).toContain('→ Rouse check failed: Hunger rises to 3');
  });

  it('an empty night says nothing was written', async () => {
    expect(nightMarkdown(await language('de-DE'), 'de-DE', 'Hamburg', night, [], false)).toContain('An diesem Abend wurde nichts geschrieben.');
  });

  it.each([
    [night, '2026-12-05-erster-abend-hafen.md'],
    [{ ...night, title: 'Ärger im Ölhafen!' }, '2026-12-05-arger-im-olhafen.md'],
    [{ ...night, title: '…' }, '2026-12-05.md'],
  ])('file name %#', (given, name) => {
    expect(nightFileName(given)).toBe(name);
  });
});

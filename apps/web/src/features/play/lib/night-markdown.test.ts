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

const hamburg = { name: 'Hamburg', characters: [], members: [] };
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
    const german = nightMarkdown(await language('de-DE'), 'de-DE', hamburg, night, spends, false);
    expect(german).toContain('**Erzählerin** (19:15): stimmt zu: Geschick 2 → 3 für Lena (10 EXP)');
    expect(german).toContain('lehnt ab: Geschick 2 → 3 für Lena (10 EXP) – „Erst nach dem Training“');
    const english = nightMarkdown(await language('en-US'), 'en-US', hamburg, night, spends, false);
    expect(english).toContain('approves: Geschick 2 → 3 for Lena (10 EXP)');
  });

  it('German: title, date, notes, each message in words, user text escaped', async () => {
    const text = nightMarkdown(await language('de-DE'), 'de-DE', hamburg, night, log, false);
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
    const text = nightMarkdown(await language('en-US'), 'en-US', hamburg, night, log.slice(0, 1), true);
    expect(text).toContain('Hamburg · Saturday, December 5, 2026');
    expect(text).toContain('## Log');
    expect(text.trim().split('\n').at(-1)).toBe('_The export ends after 1 entry; later ones are not included._');
  });

  it('a line table check (a rouse check) says what it did, not a difficulty', async () => {
    const rouse = message({ kind: 'roll', secret: false, label: 'Wallungs-Check', command: null, character: { id: '00000000-0000-4000-8000-000000000009', name: 'Lena' }, requestId: null, check: { name: 'rouse', before: 2 }, result: { kind: 'check', line: 'v5', normal: [3], special: [], specialName: null, difficulty: 1, successes: 0, outcome: 'failure', notes: [] } });
    const german = nightMarkdown(await language('de-DE'), 'de-DE', hamburg, night, [rouse], false);
    expect(german).toContain('🎲 Lena: Wallungs-Check → Wallungs-Check misslungen: Hunger steigt auf 3');
    expect(german).not.toContain('Schwierigkeit');
    const english = nightMarkdown(await language('en-US'), 'en-US', hamburg, night, [rouse], false);
    expect(english).toContain('→ Rouse check failed: Hunger rises to 3');
  });

  it('a Harano test says what it did to the track; a hunter’s desperation dice say it beside the outcome', async () => {
    const lena = { id: '00000000-0000-4000-8000-000000000009', name: 'Lena' };
    const harano = message({ kind: 'roll', secret: false, label: 'Harano-Probe', command: null, character: lena, requestId: null, check: { name: 'harano', before: 1 }, result: { kind: 'check', line: 'w5', normal: [7, 2], special: [], specialName: null, difficulty: 2, successes: 1, outcome: 'failure', notes: [] } });
    const despair = message({ kind: 'roll', secret: false, label: 'Körperkraft', command: null, character: lena, requestId: null, check: { name: 'desperation', before: 2 }, result: { kind: 'check', line: 'h5', normal: [8, 3], special: [1], specialName: 'desperation', difficulty: 3, successes: 1, outcome: 'failure', notes: ['despair'] } });
    const overreach = message({ kind: 'roll', secret: false, label: 'Körperkraft', command: null, character: lena, requestId: null, check: { name: 'desperation', before: 2 }, result: { kind: 'check', line: 'h5', normal: [8, 9], special: [1], specialName: 'desperation', difficulty: 2, successes: 2, outcome: 'win', notes: ['desperationChoice'] } });
    const german = nightMarkdown(await language('de-DE'), 'de-DE', hamburg, night, [harano, despair, overreach], false);
    expect(german).toContain('🎲 Lena: Harano-Probe → Harano-Probe misslungen: Harano steigt auf 2\n');
    expect(german).toContain('🎲 Lena: Körperkraft → Fehlschlag, 1 Erfolg, Schwierigkeit 3 – Eine 1 auf den Verzweiflungswürfeln, und der Wurf ist misslungen: Der Jäger fällt in Hoffnungslosigkeit');
    expect(german).toContain('→ Erfolg, 2 Erfolge, Schwierigkeit 2 – Eine 1 auf den Verzweiflungswürfeln: Überreizen (Gefahr steigt auf 3) oder Hoffnungslosigkeit wählen');
    const english = nightMarkdown(await language('en-US'), 'en-US', hamburg, night, [harano, despair], false);
    expect(english).toContain('→ Harano test failed: Harano rises to 2');
    expect(english).toContain('– A 1 on the desperation dice, and the roll failed: the hunter falls into despair');
  });

  it('a request to several players is one entry, each character’s result beneath; a single request keeps its line', async () => {
    const storyteller = { id: '00000000-0000-4000-8000-000000000001', alias: 'Erzählerin' };
    const bert = { id: '00000000-0000-4000-8000-000000000003', alias: 'Bert' };
    const [lenaId, kajaId] = ['00000000-0000-4000-8000-000000000009', '00000000-0000-4000-8000-00000000000a'];
    const group = '00000000-0000-4000-8000-0000000000f1';
    const asked = (player: { id: string }, characterId: string, inGroup: string | null = group) =>
      message({ kind: 'rollRequest', label: 'Geschick + Heimlichkeit', characterId, traits: [], pool: null, special: false, difficulty: 6, secret: false, group: inGroup }, storyteller, { kind: 'player', userId: player.id });
    const rolled = (request: PlayMessage, sender: { id: string; alias: string }, name: string, successes: number) =>
      message({ kind: 'roll', secret: false, label: 'Geschick + Heimlichkeit', command: null, character: { id: request.body.kind === 'rollRequest' ? request.body.characterId! : '', name }, requestId: request.id, result: { kind: 'check', line: 'm20', normal: [7, 2, 9], special: [], specialName: null, difficulty: 6, successes, outcome: successes > 0 ? 'win' : 'failure', notes: [] } }, sender);
    const toLena = asked(mara, lenaId);
    const toKaja = asked(bert, kajaId);
    const single = asked(mara, lenaId, null);
    const table = { name: 'Hamburg', characters: [{ characterId: lenaId, ownerId: mara.id, ownerAlias: 'Mara', name: 'Lena', gameLine: 'm20' as const }, { characterId: kajaId, ownerId: bert.id, ownerAlias: 'Bert', name: 'Kaja', gameLine: 'm20' as const }], members: [] };
    const log = [toLena, toKaja, message({ kind: 'text', text: 'Los geht’s' }), rolled(toKaja, bert, 'Kaja', 2), rolled(toLena, mara, 'Lena', 0), single];
    const german = nightMarkdown(await language('de-DE'), 'de-DE', table, night, log, false);
    const lines = german.split('\n');
    const head = lines.findIndex((text) => text.includes('Wurf angefordert: Geschick + Heimlichkeit · Mindestwurf 6 – 2 von 2 gewürfelt'));
    expect(head).toBeGreaterThan(0);
    expect(lines[head]).toMatch(/^- \*\*Erzählerin\*\* \(\d\d:\d\d\): /);
    expect(lines.slice(head + 1, head + 3)).toEqual(['  - Lena: 3 Würfel · 0 Erfolge · Fehlschlag', '  - Kaja: 3 Würfel · 2 Erfolge · Erfolg']);
    // The answers are in the entry, not again as rolls of their own; the chat line stays in order.
    expect(german).not.toContain('🎲');
    expect(lines[head + 3]).toContain('Los geht’s');
    // A request to one player keeps its own line.
    expect(lines[head + 4]).toMatch(/_privat_: Wurf angefordert: Geschick \+ Heimlichkeit$/);
    const english = nightMarkdown(await language('en-US'), 'en-US', table, night, log.slice(0, 2), false);
    expect(english).toContain('– 0 of 2 rolled\n  - Lena: waiting …\n  - Kaja: waiting …');
  });

  it('a mage’s roll of 0 dice says where its success comes from, as the card does', async () => {
    const mage = message({ kind: 'roll', secret: false, label: 'Okkultismus', command: null, character: { id: '00000000-0000-4000-8000-000000000009', name: 'Dante' }, requestId: null, result: { kind: 'check', line: 'm20', normal: [], special: [], specialName: null, difficulty: 6, successes: 1, outcome: 'win', notes: ['willpowerSuccess'] } });
    expect(nightMarkdown(await language('de-DE'), 'de-DE', hamburg, night, [mage], false)).toContain('🎲 Dante: Okkultismus → Erfolg, 1 Erfolg, Mindestwurf 6 – Willenskraft: 1 automatischer Erfolg\n');
    expect(nightMarkdown(await language('en-US'), 'en-US', hamburg, night, [mage], false)).toContain('– Willpower: 1 automatic success\n');
  });

  it('an empty night says nothing was written', async () => {
    expect(nightMarkdown(await language('de-DE'), 'de-DE', hamburg, night, [], false)).toContain('An diesem Abend wurde nichts geschrieben.');
  });

  it.each([
    [night, '2026-12-05-erster-abend-hafen.md'],
    [{ ...night, title: 'Ärger im Ölhafen!' }, '2026-12-05-arger-im-olhafen.md'],
    [{ ...night, title: '…' }, '2026-12-05.md'],
  ])('file name %#', (given, name) => {
    expect(nightFileName(given)).toBe(name);
  });
});

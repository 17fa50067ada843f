import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessageAck, PlayMessage } from '@vitae/core/play';
import { inEnglish } from '../../../testing/language.ts';
import { fakePlay, jonas, mara, playMessage, playSession, storyteller } from '../../../testing/play.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { ChatView } from './chat-view.tsx';

const check = (change: Partial<Extract<Extract<PlayMessage['body'], { kind: 'roll' }>['result'], { kind: 'check' }>> = {}) => ({
  kind: 'check' as const,
  line: 'v5' as const,
  normal: [7, 2, 10],
  special: [1],
  specialName: 'hunger' as const,
  difficulty: 3,
  successes: 2,
  outcome: 'failure' as const,
  notes: [],
  ...change,
});

/** The chat as `me` sees it; `answer` is what the server says to a message (default: accepted). */
function chat(messages: PlayMessage[], me = mara.id, answer?: MessageAck | 'no answer') {
  const session = playSession(me === storyteller.id ? {} : { role: 'player' });
  const fake = answer === undefined ? fakePlay(session, messages) : fakePlay(session, messages, answer);
  return { ...fake, ...renderInApp(<ChatView play={fake.play} me={me} characterId={null} />) };
}
const log = () => screen.getByRole('log', { name: 'Verlauf' });
const entries = () => within(log()).getAllByRole('listitem');

describe('the session chat', () => {
  it('an empty session says so', () => {
    chat([]);
    expect(entries().map((entry) => entry.textContent)).toEqual(['Noch keine Nachrichten.']);
  });

  it('a text shows its sender and time; one’s own is marked as own', () => {
    chat([playMessage({ kind: 'text', text: 'Guten Abend!' }, storyteller), playMessage({ kind: 'text', text: 'Hallo' }, mara)]);
    const [first, second] = entries();
    expect(within(first!).getByText('Erzaehlerin')).toBeTruthy();
    expect(within(first!).getByText('Guten Abend!')).toBeTruthy();
    expect(first!.querySelector('time')?.getAttribute('datetime')).toBe('2026-12-01T20:15:00.000Z');
    expect(first!.querySelector('time')?.textContent).toMatch(/^\d{2}:\d{2}$/);
    expect(first!.classList.contains('play-message--own')).toBe(false);
    expect(second!.classList.contains('play-message--own')).toBe(true);
  });

  it.each([
    ['joined', 'Jonas ist beigetreten.'],
    ['left', 'Jonas hat die Sitzung verlassen.'],
    ['kicked', 'Jonas wurde aus der Sitzung genommen.'],
    ['removed', 'Jonas wurde aus der Sitzung gesperrt.'],
    ['closed', 'Jonas hat die Sitzung geschlossen.'],
  ] as const)('a status line "%s" names who', (event, text) => {
    chat([playMessage({ kind: 'status', event, user: jonas }, null)]);
    expect(screen.getByTestId('play-status').textContent).toBe(text);
  });

  it('private messages say who they went to', () => {
    chat([playMessage({ kind: 'text', text: 'Psst' }, mara, { kind: 'storyteller' }), playMessage({ kind: 'text', text: 'Nur für dich' }, storyteller, { kind: 'player', userId: mara.id })]);
    const [toStoryteller, toMara] = entries();
    expect(within(toStoryteller!).getByText('an die Spielleitung')).toBeTruthy();
    expect(within(toMara!).getByText('privat an Mara')).toBeTruthy();
    expect(toMara!.classList.contains('play-message--private')).toBe(true);
  });

  it('a check shows who rolled what, each die, the outcome, successes and difficulty', () => {
    chat([playMessage({ kind: 'roll', secret: false, label: 'Geschick + Heimlichkeit', command: '/check 4 3', character: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Ada' }, requestId: null, result: check() })]);
    const roll = screen.getByTestId('play-message-roll');
    expect(within(roll).getByText('Ada: Geschick + Heimlichkeit')).toBeTruthy();
    expect(within(roll).getAllByRole('img').map((die) => die.getAttribute('aria-label'))).toEqual(['Würfel: 7', 'Würfel: 2', 'Würfel: 10', 'Hungerwürfel: 1']);
    expect(within(roll).getByText('Fehlschlag').parentElement?.textContent).toBe('Fehlschlag · 2 Erfolge · Schwierigkeit 3');
  });

  it('a secret roll is marked, a plain dice roll shows its total, a Mage check its target number', () => {
    chat([
      playMessage({ kind: 'roll', secret: true, label: null, command: '/roll 2w6+1', character: null, requestId: null, result: { kind: 'dice', count: 2, sides: 6, modifier: 1, faces: [3, 5], total: 9 } }),
      playMessage({ kind: 'roll', secret: false, label: 'Arete', command: null, character: null, requestId: null, result: check({ line: 'm20', special: [], specialName: null, difficulty: 6, successes: 1, outcome: 'win' }) }),
    ]);
    const [dice, mage] = screen.getAllByTestId('play-message-roll');
    expect(within(dice!).getByText('geheim')).toBeTruthy();
    expect(within(dice!).getByText('Ergebnis 9 (3, 5)')).toBeTruthy();
    expect(within(mage!).getByText('Erfolg').parentElement?.textContent).toBe('Erfolg · 1 Erfolg · Mindestwurf 6');
  });

  it('roll requests and experience awards have their own lines', () => {
    chat([
      playMessage({ kind: 'rollRequest', label: 'Stärke + Handgemenge', characterId: null, traits: [], pool: 5, special: true, difficulty: null, secret: false }, storyteller),
      playMessage({ kind: 'rollRequest', label: 'Geschick + Heimlichkeit', characterId: null, traits: [], pool: null, special: false, difficulty: 3, secret: true }, storyteller),
      playMessage({ kind: 'xp', amount: 1, reason: 'Gutes Rollenspiel', characters: [{ id: '00000000-0000-4000-8000-0000000000c1', name: 'Ada' }, { id: '00000000-0000-4000-8000-0000000000c2', name: 'Ben' }] }, storyteller),
    ]);
    expect(screen.getByText('Wurf angefordert: Stärke + Handgemenge (5 Würfel)')).toBeTruthy();
    // The difficulty is part of the request's line (issue #48); a secret request is marked so.
    const [, asked] = screen.getAllByTestId('play-message-rollRequest');
    expect(within(asked!).getByText('Wurf angefordert: Geschick + Heimlichkeit · Schwierigkeit 3')).toBeTruthy();
    expect(within(asked!).getByText('geheim')).toBeTruthy();
    expect(screen.getByTestId('play-xp-line').textContent).toBe('1 Erfahrungspunkt für Ada, Ben: Gutes Rollenspiel');
  });

  it('an image is shown with who sent it', () => {
    chat([playMessage({ kind: 'image', url: 'https://example.org/karte.png' }, jonas)]);
    expect(screen.getByRole('img', { name: 'Bild von Jonas' }).getAttribute('src')).toBe('https://example.org/karte.png');
  });
});

describe('writing in the chat', () => {
  it('a player may write to everyone or to the storyteller; the storyteller to each joined player', () => {
    chat([], mara.id);
    expect(within(screen.getByLabelText('An')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Alle', 'An die Spielleitung']);
  });

  it('the storyteller’s list names the joined players, not those who left', () => {
    chat([], storyteller.id);
    expect(within(screen.getByLabelText('An')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Alle', 'Privat an Mara']);
  });

  it('Enter sends the text to the chosen audience and empties the line', async () => {
    const { user, sent } = chat([], mara.id);
    await user.selectOptions(screen.getByLabelText('An'), 'An die Spielleitung');
    const line = screen.getByLabelText('Nachricht') as HTMLInputElement;
    await user.type(line, '  Darf ich würfeln? {Enter}');
    expect(sent).toEqual([{ to: { kind: 'storyteller' }, body: { kind: 'text', text: 'Darf ich würfeln?' } }]);
    expect(line.value).toBe('');
  });

  it('"Senden" stays off while the line is empty', async () => {
    const { user } = chat([]);
    const send = screen.getByRole('button', { name: 'Senden' });
    expect(send).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Nachricht'), '   ');
    expect(send).toHaveProperty('disabled', true);
  });

  it('a command is rolled by the server, not sent as text', async () => {
    const { user, sent, rolled } = chat([]);
    await user.type(screen.getByLabelText('Nachricht'), '/roll 2w6{Enter}');
    expect(sent).toEqual([]);
    expect(rolled).toEqual([expect.objectContaining({ command: '/roll 2w6', characterId: null })]);
  });

  it('/help lists the commands here, without sending anything', async () => {
    const { user, sent, rolled } = chat([]);
    await user.type(screen.getByLabelText('Nachricht'), '/help{Enter}');
    const help = screen.getByTestId('play-help');
    expect(within(help).getByText('Befehle (die Würfe macht der Server):')).toBeTruthy();
    expect(help.textContent).toContain('beliebige Würfel, z. B. /roll 2w6+1');
    // Placeholders in German too, never the server's English '[difficulty]'.
    expect(help.textContent).toContain('<Pool> [Schwierigkeit]');
    expect(help.textContent).not.toContain('difficulty');
    expect([...sent, ...rolled]).toEqual([]);
  });

  it('an unknown command is refused at the line, which keeps what was typed', async () => {
    const { user, rolled } = chat([]);
    const line = screen.getByLabelText('Nachricht') as HTMLInputElement;
    await user.type(line, '/fliegen{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Unbekannter Befehl /fliegen – /help zeigt alle.');
    expect(line.getAttribute('aria-invalid')).toBe('true');
    expect(line.value).toBe('/fliegen');
    expect(rolled).toEqual([]);
  });

  it('without a connection the text stays and the line says so', async () => {
    const { user } = chat([], mara.id, 'no answer');
    const line = screen.getByLabelText('Nachricht') as HTMLInputElement;
    await user.type(line, 'Hallo{Enter}');
    expect(line.value).toBe('Hallo');
    expect(screen.getByRole('alert').textContent).toBe('Keine Verbindung zum Server – bitte gleich noch einmal versuchen.');
  });

  it('a refusal from the server is said in the app language by its code, never in the server English', async () => {
    const { user } = chat([], mara.id, { ok: false, code: 'play_closed', message: 'this session is closed; the storyteller can reopen it' } as MessageAck);
    await user.type(screen.getByLabelText('Nachricht'), 'Hallo{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Diese Sitzung ist geschlossen; die Spielleitung kann sie wieder eröffnen.');
  });

  it('in English', async () => {
    await inEnglish();
    chat([playMessage({ kind: 'status', event: 'joined', user: jonas }, null)]);
    expect(screen.getByTestId('play-status').textContent).toBe('Jonas joined.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });
});

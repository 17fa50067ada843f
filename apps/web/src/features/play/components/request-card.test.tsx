import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PlayMessage, PlaySession } from '@vitae/core/play';
import { fakePlay, jonas, mara, playMessage, playSession, storyteller } from '../../../testing/play.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { ChatView } from './chat-view.tsx';

const group = '00000000-0000-4000-8000-0000000000f1';
const miraId = '00000000-0000-4000-8000-0000000000c1';
const kajaId = '00000000-0000-4000-8000-0000000000c2';
const brought = (characterId: string, owner: { id: string; alias: string }, name: string) => ({ characterId, ownerId: owner.id, ownerAlias: owner.alias, name, gameLine: 'v5' as const });
const table = (change: Partial<PlaySession> = {}) => playSession({ members: playSession().members.map((member) => ({ ...member, state: 'joined' as const })), characters: [brought(miraId, mara, 'Mira'), brought(kajaId, jonas, 'Kaja')], ...change });

/** The storyteller's request to `player` (for `characterId`), in the group unless `inGroup` is null. */
const asked = (player: { id: string }, characterId: string, inGroup: string | null = group, secret = false) =>
  playMessage({ kind: 'rollRequest', label: 'Geschick + Heimlichkeit', characterId, traits: ['attributes:dex', 'skills:ste'], pool: null, special: true, difficulty: 3, secret, group: inGroup }, storyteller, { kind: 'player', userId: player.id });
const answer = (request: PlayMessage, roller: { id: string; alias: string }, name: string, successes: number, outcome: 'win' | 'failure', secret = false) =>
  playMessage(
    {
      kind: 'roll',
      secret,
      label: 'Geschick + Heimlichkeit',
      command: null,
      character: { id: request.body.kind === 'rollRequest' ? request.body.characterId! : '', name },
      requestId: request.id,
      result: { kind: 'check', line: 'v5', normal: [7, 2, 10], special: [1], specialName: 'hunger', difficulty: 3, successes, outcome, notes: [] },
    },
    roller,
    secret ? { kind: 'storyteller' } : { kind: 'everyone' },
  );

let showLog: (messages: PlayMessage[]) => void = () => undefined;
/** The chat as `me` sees it; `showLog` replaces the log as new messages arrive live. */
function Chat({ initial, me, session }: { initial: PlayMessage[]; me: string; session: PlaySession }) {
  const [messages, setMessages] = useState(initial);
  showLog = setMessages;
  return <ChatView play={fakePlay(session, messages).play} me={me} characterId={null} />;
}
const chat = (messages: PlayMessage[], me = storyteller.id, session = table()) => renderInApp(<Chat initial={messages} me={me} session={session} />);
const rows = (card: HTMLElement) => within(card).getAllByTestId('play-request-entry').map((row) => row.textContent);

describe('a roll request to several players, as one card', () => {
  it('the storyteller sees one card gathering each answer as it comes; "wartet …" for who has not rolled', () => {
    const toMira = asked(mara, miraId);
    const toKaja = asked(jonas, kajaId);
    const miraRolled = answer(toMira, mara, 'Mira', 2, 'win');
    chat([toMira, toKaja, miraRolled]);
    const [card, ...more] = screen.getAllByTestId('play-request-card');
    expect(more).toHaveLength(0);
    expect(within(card!).getByText('Wurf angefordert: Geschick + Heimlichkeit · Schwierigkeit 3')).toBeTruthy();
    expect(within(card!).getByText('1 von 2 gewürfelt')).toBeTruthy();
    expect(rows(card!)).toEqual(['Mira4 Würfel · 2 Erfolge · Erfolg', 'Kajawartet …']);
    // The answer is in the card, not a second time in the log.
    expect(screen.queryAllByTestId('play-message-roll')).toHaveLength(0);
    expect(screen.queryAllByTestId('play-message-rollRequest')).toHaveLength(0);

    act(() => showLog([toMira, toKaja, miraRolled, playMessage({ kind: 'text', text: 'Weiter so' }, mara), answer(toKaja, jonas, 'Kaja', 0, 'failure')]));
    const updated = screen.getByTestId('play-request-card');
    expect(rows(updated)).toEqual(['Mira4 Würfel · 2 Erfolge · Erfolg', 'Kaja4 Würfel · 0 Erfolge · Fehlschlag']);
    expect(within(updated).getByText('2 von 2 gewürfelt')).toBeTruthy();
  });

  it('a player sees their own request in the card; another group’s answers and a second roll stay in the log', () => {
    const toMira = asked(mara, miraId, group, true);
    const first = answer(toMira, mara, 'Mira', 1, 'win', true);
    const again = answer(toMira, mara, 'Mira', 0, 'failure', true);
    chat([toMira, first, again], mara.id, table({ role: 'player' }));
    const card = screen.getByTestId('play-request-card');
    expect(within(card).getByText('geheim')).toBeTruthy();
    expect(rows(card)).toEqual(['Mira4 Würfel · 1 Erfolg · Erfolg']);
    expect(within(card).queryByText(/von/)).toBeNull();
    // Only the first answer counts; a later roll is not lost.
    expect(screen.getAllByTestId('play-message-roll')).toHaveLength(1);
  });

  it('a request to one player keeps its own line and its answer its roll card', () => {
    const toMira = asked(mara, miraId, null);
    chat([toMira, answer(toMira, mara, 'Mira', 2, 'win')]);
    expect(screen.queryByTestId('play-request-card')).toBeNull();
    expect(screen.getAllByTestId('play-message-rollRequest')).toHaveLength(1);
    expect(screen.getAllByTestId('play-message-roll')).toHaveLength(1);
  });
});

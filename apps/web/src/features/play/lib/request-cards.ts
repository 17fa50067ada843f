import type { TFunction } from 'i18next';
import type { PlayMessage, PlayMessageBody, PlaySession } from '@vitae/core/play';

type RequestBody = Extract<PlayMessageBody, { kind: 'rollRequest' }>;
type RollBody = Extract<PlayMessageBody, { kind: 'roll' }>;

/** One player asked by a request, with their answer once it is in the log. */
export interface RequestEntry {
  request: PlayMessage & { body: RequestBody };
  answer: (PlayMessage & { body: RollBody }) | undefined;
}

/** The requests made together (to several players, sharing a group), as one card in the log. */
export interface RequestCard {
  /** The first request's id: the card stands where it was asked. */
  anchor: number;
  body: RequestBody;
  entries: RequestEntry[];
}

const isRequest = (message: PlayMessage): message is PlayMessage & { body: RequestBody } => message.body.kind === 'rollRequest';
const isRoll = (message: PlayMessage): message is PlayMessage & { body: RollBody } => message.body.kind === 'roll';

/**
 * Gathers the log's group requests into cards, derived from the messages alone (so a reload loses
 * no answer): requests sharing a group make one card; a roll answering a request (its `requestId`)
 * fills that player's entry (the first answer; a later one stays in the log). `folded`: the messages the cards show, which
 * the log leaves out. A roll whose request this viewer cannot see stays a roll of its own.
 */
export function gatherRequests(messages: readonly PlayMessage[]): { cards: Map<number, RequestCard>; folded: Set<number> } {
  const cards = new Map<number, RequestCard>();
  const byGroup = new Map<string, RequestCard>();
  const entryOf = new Map<number, RequestEntry>();
  const folded = new Set<number>();
  for (const message of messages) {
    // A request to one player keeps its own line (and its answer its roll card), as before groups.
    if (isRequest(message) && message.body.group) {
      const entry: RequestEntry = { request: message, answer: undefined };
      entryOf.set(message.id, entry);
      const card = byGroup.get(message.body.group);
      if (card) {
        card.entries.push(entry);
        folded.add(message.id);
        continue;
      }
      const fresh: RequestCard = { anchor: message.id, body: message.body, entries: [entry] };
      cards.set(message.id, fresh);
      byGroup.set(message.body.group, fresh);
    } else if (isRoll(message) && message.body.requestId !== null) {
      const entry = entryOf.get(message.body.requestId);
      if (!entry || entry.answer) continue;
      folded.add(message.id);
      entry.answer = message;
    }
  }
  return { cards, folded };
}

/** Who an entry is: the asked character's name (from the table or the answer), else the player's alias. */
export function requestEntryWho(entry: RequestEntry, session: Pick<PlaySession, 'characters' | 'members'> | undefined): string {
  const { characterId } = entry.request.body;
  const brought = session?.characters.find((character) => character.characterId === characterId);
  const userId = entry.request.to.kind === 'player' ? entry.request.to.userId : undefined;
  return entry.answer?.body.character?.name ?? brought?.name ?? session?.members.find((member) => member.userId === userId)?.alias ?? '?';
}

/** The difficulty in the words of the (first) asked character's line ("Mindestwurf 6" for a mage). */
export function requestDifficulty(t: TFunction, value: number, session: Pick<PlaySession, 'characters'> | undefined, characterId: string | null): string {
  const line = session?.characters.find((brought) => brought.characterId === characterId)?.gameLine;
  return line ? t(`play.roll.difficultyOf.${line}`, { value }) : t('play.roll.difficulty', { value });
}

/** An answered entry's result: "5 Würfel · 3 Erfolge · Erfolg", or a sum for plain dice; "wartet …" before the answer. */
export function requestEntryResult(t: TFunction, entry: RequestEntry): string {
  if (!entry.answer) return t('play.request.card.waiting');
  const result = entry.answer.body.result;
  if (result.kind === 'dice') return t('play.roll.diceTotal', { total: result.total, faces: result.faces.join(', ') });
  const dice = t('play.request.dice', { count: result.normal.length + result.special.length });
  return [dice, t('play.roll.successes', { count: result.successes }), t(`play.roll.outcome.${result.outcome}`)].join(' · ');
}

import type { PlayMessage, PlayMessageBody } from '@vitae/core/play';

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

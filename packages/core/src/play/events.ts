import type { SpendRequest } from './spends.ts';
import type { PlayMessage } from './message-schemas.ts';
import type { RollPayload } from './roll-schemas.ts';
import type { PlaySession } from './session-schemas.ts';
import type { EnterAck, ExitAck, MessageAck, SendPayload } from './socket-schemas.ts';

/**
 * VitaePlay's socket events, on the same Socket.IO connection as sync (protocol v2: authenticate
 * first). Client → server events answer through an ack; server → client events arrive only for
 * sessions the socket entered (`play_enter`), except the two personal ones marked below.
 */
export const playProtocolVersion = 1;

export const playEvents = {
  // client → server
  enter: 'play_enter',
  exit: 'play_exit',
  send: 'play_send',
  roll: 'play_roll',
  // server → client
  message: 'play_message',
  session: 'play_session',
  removed: 'play_removed',
  rollRequested: 'play_roll_requested',
  spend: 'play_spend',
} as const;

export interface PlayClientToServerEvents {
  /** Enter the live room of a session the caller joined; the ack carries the session and the catch-up. */
  play_enter: (payload: { sessionId: string; after?: number | null }, ack: (result: EnterAck) => void) => void;
  /** Leave the live room (the membership stays; see `POST /play/sessions/{id}/leave`). */
  play_exit: (payload: { sessionId: string }, ack?: (result: ExitAck) => void) => void;
  play_send: (payload: SendPayload, ack: (result: MessageAck) => void) => void;
  play_roll: (payload: RollPayload, ack: (result: MessageAck) => void) => void;
}

export interface PlayServerToClientEvents {
  /** A message the receiver may see (the sender's own sockets get it too; match it to the ack by `id`). */
  play_message: (message: PlayMessage) => void;
  /** The session changed: name, state (closed/reopened), code, members, brought characters. `joinToken`, `webhook` and `lastMessageId` are always `null` here. */
  play_session: (payload: { session: PlaySession }) => void;
  /** Personal (every tab of the account): the host removed the caller from the session. */
  play_removed: (payload: { sessionId: string; sessionName: string; banned: boolean }) => void;
  /** Personal (every tab, so the open sheet can prompt): the storyteller asks for a roll; answer with `play_roll` and `requestId = message.id`. */
  play_roll_requested: (payload: { sessionId: string; sessionName: string; message: PlayMessage }) => void;
  /**
   * Personal (the owner's and the storyteller's tabs): a spend request was made, decided or
   * withdrawn; or, with `request: null`, the session's "spends need approval" changed (to every member).
   */
  play_spend: (payload: { sessionId: string; characterId: string | null; request: SpendRequest | null }) => void;
}

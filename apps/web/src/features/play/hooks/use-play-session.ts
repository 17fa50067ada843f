import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageAck, PlayAudience, PlayMessage, PlaySession, RollPayload, SendPayload } from '@vitae/core/play';
import { onLive } from '../../../lib/live-events.ts';
import { realtimeSocketId, requestRealtime } from '../../../lib/realtime.ts';
import { fetchHistory } from '../api/play-api.ts';
import { lastSeen, mergeMessages } from '../lib/message-log.ts';

/** `online`: in the session's room; `connecting`: entering it; `offline`: no connection (it comes back on its own). */
export type PlayConnection = 'connecting' | 'online' | 'offline';

export interface PlaySessionState {
  session: PlaySession | undefined;
  messages: PlayMessage[];
  connection: PlayConnection;
  /** Why the session cannot be entered: the server's code (`not_member`, `play_banned`, …) or `kicked`/`banned` as told live. */
  refused: string | undefined;
  hasOlder: boolean;
  loadOlder(): Promise<void>;
  send(to: PlayAudience, body: SendPayload['body']): Promise<MessageAck | undefined>;
  roll(payload: Omit<RollPayload, 'sessionId'>): Promise<MessageAck | undefined>;
  /** A REST answer that carries the session (settings, bring, close): shown at once. */
  setSession(session: PlaySession): void;
}

/**
 * One session, live: enters its room on every (re)connection and catches up from the newest
 * message this tab holds, so nothing is missed and nothing shows twice (ids are unique and ordered).
 */
export function usePlaySession(sessionId: string): PlaySessionState {
  const [session, setSession] = useState<PlaySession>();
  const [messages, setMessages] = useState<PlayMessage[]>([]);
  const [connection, setConnection] = useState<PlayConnection>(realtimeSocketId() ? 'connecting' : 'offline');
  const [refused, setRefused] = useState<string>();
  const [hasOlder, setHasOlder] = useState(false);
  const log = useRef<PlayMessage[]>([]);
  const take = useCallback((incoming: readonly PlayMessage[]) => {
    log.current = mergeMessages(log.current, incoming);
    setMessages(log.current);
  }, []);

  useEffect(() => {
    let live = true;
    async function enter() {
      if (!realtimeSocketId()) return;
      setConnection('connecting');
      const first = log.current.length === 0;
      const answer = await requestRealtime('play_enter', { sessionId, after: lastSeen(log.current) });
      if (!live) return;
      if (!answer) return setConnection(realtimeSocketId() ? 'connecting' : 'offline');
      if (!answer.ok) {
        setRefused(answer.code);
        return setConnection('online');
      }
      setRefused(undefined);
      setSession(answer.session);
      take(answer.messages);
      // The first page says whether older messages exist; a catch-up's `hasMore` is about newer ones.
      if (first) setHasOlder(answer.hasMore);
      else if (answer.hasMore) void enter();
      setConnection('online');
    }
    void enter();
    const stops = [
      onLive('connected', () => void enter()),
      onLive('disconnected', () => setConnection('offline')),
      onLive('play-message', (message) => message.sessionId === sessionId && take([message])),
      onLive('play-session', (changed) => changed.id === sessionId && setSession(changed)),
      onLive('play-removed', (removed) => removed.sessionId === sessionId && setRefused(removed.banned ? 'play_banned' : 'kicked')),
    ];
    return () => {
      live = false;
      stops.forEach((stop) => stop());
      void requestRealtime('play_exit', { sessionId }, 2_000);
    };
  }, [sessionId, take]);

  return {
    session,
    messages,
    connection,
    refused,
    hasOlder,
    setSession,
    async loadOlder() {
      const oldest = log.current[0]?.id;
      if (oldest === undefined) return;
      const result = await fetchHistory(sessionId, oldest);
      if (!result.ok) return;
      take(result.data.messages);
      setHasOlder(result.data.hasMore);
    },
    async send(to, body) {
      const answer = await requestRealtime('play_send', { sessionId, to, body });
      if (answer?.ok) take([answer.message]);
      return answer;
    },
    async roll(payload) {
      const answer = await requestRealtime('play_roll', { ...payload, sessionId });
      if (answer?.ok) take([answer.message]);
      return answer;
    },
  };
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { PlaySessionState } from '../hooks/use-play-session.ts';
import { gatherRequests } from '../lib/request-cards.ts';
import { ChatMessage } from './chat-message.tsx';
import { RequestCard } from './request-card.tsx';
import { Composer } from './composer.tsx';

/** The session's log, newest at the bottom (kept in view while one reads there), and the message line. */
export function ChatView({ play, me, characterId }: { play: PlaySessionState; me: string | undefined; characterId: string | null }) {
  const { t } = useTranslation();
  const [local, setLocal] = useState<string[]>([]);
  const end = useRef<HTMLDivElement>(null);
  const count = play.messages.length + local.length;
  // Requests and their answers gather in cards, derived from the log as it is now.
  const requests = useMemo(() => gatherRequests(play.messages), [play.messages]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  return (
    <section className="play-chat" aria-labelledby="play-chat-title">
      <h2 id="play-chat-title" className="visually-hidden">
        {t('play.chat.title')}
      </h2>
      {play.hasOlder ? (
        <Button variant="ghost" onClick={() => void play.loadOlder()}>
          {t('play.chat.older')}
        </Button>
      ) : null}
      {/* A log region around the list, so the entries stay list items for screen readers. */}
      <div role="log" aria-label={t('play.chat.title')} aria-live="polite">
      <ol className="play-log">
        {play.messages.length === 0 && local.length === 0 ? <li className="play-message play-message--status">{t('play.chat.empty')}</li> : null}
        {play.messages.map((message) => {
          if (requests.folded.has(message.id)) return null;
          const card = requests.cards.get(message.id);
          return card ? <RequestCard key={message.id} card={card} session={play.session} /> : <ChatMessage key={message.id} message={message} session={play.session} me={me} />;
        })}
        {local.length > 0 ? (
          <li className="play-message play-message--local" data-testid="play-help">
            {local.map((line, index) => (
              <p key={index} className="play-message__text">
                {line}
              </p>
            ))}
          </li>
        ) : null}
      </ol>
      </div>
      <div ref={end} />
      <Composer play={play} me={me} characterId={characterId} onLocal={setLocal} />
    </section>
  );
}

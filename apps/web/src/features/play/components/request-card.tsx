import { useTranslation } from 'react-i18next';
import type { PlaySession } from '@vitae/core/play';
import { requestDifficulty, requestEntryResult, requestEntryWho, type RequestCard as Card } from '../lib/request-cards.ts';

/**
 * A roll request in the log as one card: what was asked, then every asked character with their
 * result as it comes in, or "wartet …" until they roll. A secret request's answers reach only the
 * storyteller (and the roller), so a player sees their own entry only.
 */
export function RequestCard({ card, session }: { card: Card; session: PlaySession | undefined }) {
  const { t, i18n } = useTranslation();
  const { body } = card;
  const first = card.entries[0]!.request;
  const time = new Date(first.at).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const answered = card.entries.filter((entry) => entry.answer).length;
  return (
    <li className="play-message play-request-card" data-testid="play-request-card">
      <p className="play-message__head">
        <strong>{first.sender?.alias ?? t('play.chat.server')}</strong> <time dateTime={first.at}>{time}</time>
        {body.secret ? <span className="badge play-message__secret">{t('play.roll.secret')}</span> : null}
      </p>
      <p className="play-message__text">
        {t('play.request.logged', { label: body.label })}
        {body.pool !== null ? ` (${t('play.request.dice', { count: body.pool })})` : ''}
        {body.difficulty !== null ? ` · ${requestDifficulty(t, body.difficulty, session, body.characterId)}` : ''}
      </p>
      {card.entries.length > 1 ? <p className="play-request-card__count">{t('play.request.card.answered', { count: answered, total: card.entries.length })}</p> : null}
      <ul className="play-request-card__entries" aria-label={t('play.request.card.results')}>
        {card.entries.map((entry) => (
          <li key={entry.request.id} className={`play-request-card__entry${entry.answer ? '' : ' play-request-card__entry--waiting'}`} data-testid="play-request-entry">
            <span className="play-request-card__who">{requestEntryWho(entry, session)}</span>
            <span className="play-request-card__result">{requestEntryResult(t, entry)}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

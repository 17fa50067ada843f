import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PlaySession } from '@vitae/core/play';
import type { RequestCard as Card, RequestEntry } from '../lib/request-cards.ts';

/** Who an entry is: the asked character's name (from the table or the answer), else the player's alias. */
function whoOf(entry: RequestEntry, session: PlaySession | undefined): string {
  const { characterId } = entry.request.body;
  const brought = session?.characters.find((character) => character.characterId === characterId);
  const userId = entry.request.to.kind === 'player' ? entry.request.to.userId : undefined;
  return entry.answer?.body.character?.name ?? brought?.name ?? session?.members.find((member) => member.userId === userId)?.alias ?? '?';
}

/** The difficulty in the words of the (first) asked character's line ("Mindestwurf 6" for a mage). */
function difficultyOf(t: TFunction, value: number, session: PlaySession | undefined, characterId: string | null): string {
  const line = session?.characters.find((brought) => brought.characterId === characterId)?.gameLine;
  return line ? t(`play.roll.difficultyOf.${line}`, { value }) : t('play.roll.difficulty', { value });
}

/** "5 Würfel · 3 Erfolge · Erfolg", or a sum for plain dice. */
function resultOf(t: TFunction, entry: RequestEntry): string {
  const result = entry.answer!.body.result;
  if (result.kind === 'dice') return t('play.roll.diceTotal', { total: result.total, faces: result.faces.join(', ') });
  const dice = t('play.request.dice', { count: result.normal.length + result.special.length });
  return [dice, t('play.roll.successes', { count: result.successes }), t(`play.roll.outcome.${result.outcome}`)].join(' · ');
}

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
        {body.difficulty !== null ? ` · ${difficultyOf(t, body.difficulty, session, body.characterId)}` : ''}
      </p>
      {card.entries.length > 1 ? <p className="play-request-card__count">{t('play.request.card.answered', { count: answered, total: card.entries.length })}</p> : null}
      <ul className="play-request-card__entries" aria-label={t('play.request.card.results')}>
        {card.entries.map((entry) => (
          <li key={entry.request.id} className={`play-request-card__entry${entry.answer ? '' : ' play-request-card__entry--waiting'}`} data-testid="play-request-entry">
            <span className="play-request-card__who">{whoOf(entry, session)}</span>
            <span className="play-request-card__result">{entry.answer ? resultOf(t, entry) : t('play.request.card.waiting')}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

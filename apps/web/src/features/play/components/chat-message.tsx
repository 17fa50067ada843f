import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PlayMessage, PlaySession } from '@vitae/core/play';
import { RollDice } from './roll-dice.tsx';
import { rollTitle } from '../lib/roll-title.ts';
import { spendLine } from '../lib/spend-line.ts';

function aliasOf(session: PlaySession | undefined, userId: string): string {
  return session?.members.find((member) => member.userId === userId)?.alias ?? '?';
}

/** A request's difficulty in the words of the asked character's line ("Mindestwurf 6" for a mage). */
function requestDifficulty(t: TFunction, value: number, session: PlaySession | undefined, characterId: string | null): string {
  const line = session?.characters.find((brought) => brought.characterId === characterId)?.gameLine;
  return line ? t(`play.roll.difficultyOf.${line}`, { value }) : t('play.roll.difficulty', { value });
}

/** "an die Spielleitung" / "privat an Mara" under a message that did not go to everyone. */
function Audience({ message, session }: { message: PlayMessage; session: PlaySession | undefined }) {
  const { t } = useTranslation();
  if (message.to.kind === 'everyone') return null;
  const text = message.to.kind === 'storyteller' ? t('play.chat.toStoryteller') : t('play.chat.toPlayer', { alias: aliasOf(session, message.to.userId) });
  return <span className="badge play-message__audience">{text}</span>;
}

/** One entry of a session's log: text, image, a status line, a roll with its dice, a roll request or an XP award. */
export function ChatMessage({ message, session, me }: { message: PlayMessage; session: PlaySession | undefined; me: string | undefined }) {
  const { t, i18n } = useTranslation();
  const body = message.body;
  if (body.kind === 'status')
    return (
      <li className="play-message play-message--status" data-testid="play-status">
        {t(`play.status.${body.event}`, { alias: body.user.alias })}
      </li>
    );
  const sender = message.sender?.alias ?? t('play.chat.server');
  const time = new Date(message.at).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const own = message.sender?.id === me;
  return (
    <li className={`play-message${own ? ' play-message--own' : ''}${message.to.kind !== 'everyone' ? ' play-message--private' : ''}`} data-testid={`play-message-${body.kind}`}>
      <p className="play-message__head">
        <strong>{sender}</strong> <time dateTime={message.at}>{time}</time> <Audience message={message} session={session} />
        {(body.kind === 'roll' || body.kind === 'rollRequest') && body.secret ? <span className="badge play-message__secret">{t('play.roll.secret')}</span> : null}
      </p>
      {body.kind === 'text' ? <p className="play-message__text">{body.text}</p> : null}
      {body.kind === 'image' ? <img className="play-message__image" src={body.url} alt={t('play.chat.imageFrom', { alias: sender })} loading="lazy" /> : null}
      {body.kind === 'roll' ? (
        <div className="play-message__roll">
          <p className="play-message__text" title={body.command ? t('play.roll.title.command', { command: body.command }) : undefined}>
            {rollTitle(t, body)}
          </p>
          {body.result.kind === 'check' ? (
            <RollDice result={body.result} check={body.check} />
          ) : (
            <p className="play-message__text">
              {t('play.roll.diceTotal', { total: body.result.total, faces: body.result.faces.join(', ') })}
            </p>
          )}
        </div>
      ) : null}
      {body.kind === 'rollRequest' ? (
        <p className="play-message__text">
          {t('play.request.logged', { label: body.label })}
          {body.pool !== null ? ` (${t('play.request.dice', { count: body.pool })})` : ''}
          {body.difficulty !== null ? ` · ${requestDifficulty(t, body.difficulty, session, body.characterId)}` : ''}
        </p>
      ) : null}
      {body.kind === 'spend' ? (
        <p className="play-message__text" data-testid="play-spend-line">
          {spendLine(t, body)}
        </p>
      ) : null}
      {body.kind === 'xp' ? (
        <p className="play-message__text" data-testid="play-xp-line">
          {t('play.xp.logged', { count: body.amount, names: body.characters.map((character) => character.name).join(', '), reason: body.reason })}
        </p>
      ) : null}
    </li>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { joinCodeSchema, joinTokenSchema, type PlaySession } from '@vitae/core/play';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { loadAccount } from '../../../lib/session/account.ts';
import { joinSession } from '../api/play-api.ts';
import { BringCharacters } from './bring-characters.tsx';
import '../play.css';
import { playProblem } from '../lib/problem.ts';

/**
 * `/play/join/{code or link token}`: joins the session (after a login if needed, the guard brings
 * the user back here), then asks which characters to bring.
 */
export function JoinScreen({ invite }: { invite: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [session, setSession] = useState<PlaySession>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    const code = joinCodeSchema.safeParse(invite);
    // A link cut off or mistyped (`/play/join/undefined`) is said at once, in words.
    if (!code.success && !joinTokenSchema.safeParse(invite).success) return setProblem(t('errors.codes.join_link_invalid'));
    void joinSession(code.success ? { code: code.data } : { token: invite }).then((result) => {
      if (result.ok) setSession(result.data.session);
      else setProblem(playProblem(t, result));
    });
  }, [invite, t]);
  return (
    <div className="play-screen">
      <header className="app-header play-screen__header">
        <Link to="/?tab=play" className="app-header__brand" aria-label={t('play.back')}>
          ←
        </Link>
        <h1 className="play-screen__name">{session ? t('play.join.joined', { name: session.name }) : t('play.join.title')}</h1>
      </header>
      <main className="play-screen__body">
        {problem ? (
          <p role="alert" className="play-refused">
            {problem}
          </p>
        ) : !session ? (
          <Spinner label={t('play.loading')} />
        ) : (
          <>
            <BringCharacters session={session} me={loadAccount()?.id} submitLabel={t('play.join.bring')} onChange={(changed) => void navigate(`/play/${changed.id}`)} />
            <Link to={`/play/${session.id}`}>{t('play.join.without')}</Link>
          </>
        )}
      </main>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { loadAccount } from '../../../lib/session/account.ts';
import { leaveSession } from '../api/play-api.ts';
import { forgetTables } from '../lib/my-tables.ts';
import { playProblem } from '../lib/problem.ts';
import type { RollTraitsOf } from '../lib/roll-traits.ts';
import { usePlaySession, type PlayConnection } from '../hooks/use-play-session.ts';
import { BringCharacters } from './bring-characters.tsx';
import { ChatView } from './chat-view.tsx';
import { NightsView } from './nights-view.tsx';
import { NpcsView } from './npcs-view.tsx';
import { SessionSettings } from './session-settings.tsx';
import { TableView, type TrackersOf } from './table-view.tsx';
import '../play.css';

const hostViews = ['chat', 'table', 'npcs', 'nights', 'settings'] as const;
const playerViews = ['chat', 'characters', 'npcs', 'nights'] as const;

function ConnectionBadge({ connection }: { connection: PlayConnection }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={`badge play-connection play-connection--${connection}`} data-testid="play-connection">
      {t(`play.connection.${connection}`)}
    </span>
  );
}

/**
 * `/play/{id}`: a session as its storyteller or a player sees it. Everyone has the chat; the
 * storyteller also the table and the settings, a player the characters they bring and "Verlassen".
 */
export function SessionScreen({ sessionId, trackersOf, rollTraitsOf }: { sessionId: string; trackersOf: TrackersOf; rollTraitsOf?: RollTraitsOf }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { confirm } = useDialogs();
  const [params, setParams] = useSearchParams();
  const play = usePlaySession(sessionId);
  const me = loadAccount()?.id;
  const session = play.session;
  const host = session !== undefined && session.host.id === me;
  const views: readonly string[] = host ? hostViews : playerViews;
  const requested = params.get('view') ?? 'chat';
  const view = views.includes(requested) ? requested : 'chat';
  const myCharacter = session?.characters.find((character) => character.ownerId === me)?.characterId ?? null;

  async function leave() {
    if (!session || !(await confirm({ title: t('play.leave.title'), content: t('play.leave.question', { name: session.name }), confirmLabel: t('play.leave.confirm'), danger: true }))) return;
    const result = await leaveSession(session.id);
    forgetTables();
    if (result.ok) void navigate('/?tab=play');
  }

  return (
    <div className="play-screen">
      <header className="app-header play-screen__header">
        <Link to="/?tab=play" className="app-header__brand" aria-label={t('play.back')}>
          ←
        </Link>
        <h1 className="play-screen__name">{session?.name ?? t('play.title')}</h1>
        <ConnectionBadge connection={play.connection} />
        {session && !host && !play.refused ? (
          <Button variant="ghost" onClick={() => void leave()}>
            {t('play.leave.button')}
          </Button>
        ) : null}
      </header>
      <main className="play-screen__body">
        {play.refused ? (
          <p role="alert" className="play-refused">
            {play.refused === 'kicked' ? t('play.removed') : play.refused === 'play_banned' ? t('play.banned') : playProblem(t, { code: play.refused })}
          </p>
        ) : !session ? (
          <Spinner label={t('play.loading')} />
        ) : (
          <>
            {session.state === 'closed' ? <p className="play-closed">{t('play.closed')}</p> : null}
            <nav className="tabs play-screen__tabs" aria-label={t('play.views')}>
              {views.map((name) => (
                <button
                  key={name}
                  type="button"
                  className={`tabs__tab${name === view ? ' tabs__tab--active' : ''}`}
                  aria-current={name === view ? 'page' : undefined}
                  onClick={() => setParams(name === 'chat' ? {} : { view: name }, { replace: true })}
                >
                  {t(`play.view.${name}`)}
                </button>
              ))}
            </nav>
            {view === 'chat' ? <ChatView play={play} me={me} characterId={myCharacter} /> : null}
            {view === 'table' ? <TableView session={session} trackersOf={trackersOf} rollTraitsOf={rollTraitsOf} /> : null}
            {view === 'settings' ? <SessionSettings session={session} onChange={play.setSession} /> : null}
            {view === 'npcs' ? <NpcsView play={play} host={host} /> : null}
            {view === 'nights' ? <NightsView session={session} host={host} /> : null}
            {view === 'characters' ? <BringCharacters session={session} me={me} onChange={play.setSession} /> : null}
          </>
        )}
      </main>
    </div>
  );
}

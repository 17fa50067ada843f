import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { joinCodeSchema, sessionNameSchema, type PlaySessionSummary } from '@vitae/core/play';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { createSession, fetchSessions, reopenSession } from '../api/play-api.ts';
import '../play.css';
import { playProblem } from '../lib/problem.ts';

function OpenForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!sessionNameSchema.safeParse(name).success) return setProblem(t('play.open.problem'));
    setBusy(true);
    const result = await createSession(name.trim());
    setBusy(false);
    if (!result.ok) return setProblem(playProblem(t, result));
    void navigate(`/play/${result.data.session.id}?view=settings`);
  }
  return (
    <form className="card stack" noValidate onSubmit={submit} aria-labelledby="play-open-title">
      <h2 id="play-open-title">{t('play.open.title')}</h2>
      <p className="play-hint">{t('play.open.explain')}</p>
      <TextField label={t('play.open.name')} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} error={problem} />
      <div className="button-row">
        <Button variant="primary" type="submit" disabled={busy}>
          {t('play.open.submit')}
        </Button>
      </div>
    </form>
  );
}

function JoinForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = joinCodeSchema.safeParse(code);
    if (!parsed.success) return setProblem(t('play.join.problem'));
    void navigate(`/play/join/${parsed.data}`);
  }
  return (
    <form className="card stack" noValidate onSubmit={submit} aria-labelledby="play-join-title">
      <h2 id="play-join-title">{t('play.join.title')}</h2>
      <p className="play-hint">{t('play.join.explain')}</p>
      <TextField label={t('play.join.code')} value={code} autoCapitalize="characters" autoComplete="off" maxLength={12} onChange={(event) => setCode(event.target.value)} error={problem} />
      <div className="button-row">
        <Button variant="primary" type="submit">
          {t('play.join.submit')}
        </Button>
      </div>
    </form>
  );
}

function SessionList() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [sessions, setSessions] = useState<PlaySessionSummary[]>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    void fetchSessions().then((result) => (result.ok ? setSessions(result.data.sessions) : setProblem(playProblem(t, result))));
  }, [t]);
  async function reopen(id: string) {
    const result = await reopenSession(id);
    if (result.ok) void navigate(`/play/${id}`);
    else setProblem(playProblem(t, result));
  }
  return (
    <section className="card stack" aria-labelledby="play-mine-title">
      <h2 id="play-mine-title">{t('play.mine.title')}</h2>
      {problem ? (
        <p role="alert" className="field__error">
          {problem}
        </p>
      ) : null}
      {!sessions && !problem ? <Spinner label={t('play.loading')} /> : null}
      {sessions?.length === 0 ? <p className="play-hint">{t('play.mine.none')}</p> : null}
      <ul className="play-sessions">
        {sessions?.map((session) => (
          <li key={session.id} className="play-sessions__item" data-testid={`play-session-${session.name}`}>
            <div>
              <Link to={`/play/${session.id}`} className="play-sessions__name">
                {session.name}
              </Link>
              <p className="play-hint">
                {t(`play.mine.role.${session.role}`)} · {t('play.mine.members', { count: session.memberCount })} · {new Date(session.createdAt).toLocaleDateString(i18n.language)}
                {session.state === 'closed' ? ` · ${t('play.mine.closed')}` : ''}
              </p>
            </div>
            {session.state === 'closed' && session.role === 'storyteller' ? (
              <Button onClick={() => void reopen(session.id)} aria-label={t('play.mine.reopenNamed', { name: session.name })}>
                {t('play.mine.reopen')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The VitaePlay tab: my sessions (as storyteller and as player), open a new one, join one by its code. */
export function PlayTab() {
  return (
    <div className="play-tab">
      <SessionList />
      <div className="play-tab__forms">
        <OpenForm />
        <JoinForm />
      </div>
    </div>
  );
}

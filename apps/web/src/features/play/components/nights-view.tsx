import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxNightNotesLength, maxNightTitleLength, type PlayMessage, type PlayNight, type PlaySession } from '@vitae/core/play';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { downloadBlob } from '../../../lib/download.ts';
import { endNight, fetchNightLog, fetchNights, startNight, updateNight } from '../api/play-api.ts';
import { nightFileName, nightMarkdown } from '../lib/night-markdown.ts';
import { playProblem } from '../lib/problem.ts';
import { gatherRequests } from '../lib/request-cards.ts';
import { ChatMessage } from './chat-message.tsx';
import { RequestCard } from './request-card.tsx';

/** Today in the reader's time zone, as the date field wants it (YYYY-MM-DD). */
const today = () => new Date().toLocaleDateString('sv-SE');

/** The storyteller starts a night: a title, the date (today unless changed) and notes. */
function StartNight({ sessionId, onStarted }: { sessionId: string; onStarted: (night: PlayNight) => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [date, setDate] = useState(today);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') return setProblem(t('play.nights.titleMissing'));
    setProblem(undefined);
    const result = await startNight(sessionId, { title: title.trim(), date, notes });
    if (!result.ok) return setFailure(playProblem(t, result));
    setFailure(undefined);
    setTitle('');
    setNotes('');
    onStarted(result.data.night);
  }

  return (
    <form className="stack play-nights__start" noValidate onSubmit={submit} aria-label={t('play.nights.start')}>
      <div className="play-nights__row">
        <TextField label={t('play.nights.startTitle')} value={title} maxLength={maxNightTitleLength} onChange={(event) => setTitle(event.target.value)} error={problem} />
        <TextField label={t('play.nights.date')} type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      </div>
      <TextAreaField label={t('play.nights.notes')} value={notes} maxLength={maxNightNotesLength} rows={3} onChange={(event) => setNotes(event.target.value)} />
      {failure ? (
        <p role="alert" className="field__error">
          {failure}
        </p>
      ) : null}
      <div className="button-row">
        <Button variant="primary" type="submit">
          {t('play.nights.start')}
        </Button>
      </div>
    </form>
  );
}

/** One night: title, date, how much it holds; its log to read and to save; the storyteller ends it and keeps notes. */
function Night({ session, night, host, onChange }: { session: PlaySession; night: PlayNight; host: boolean; onChange: (night: PlayNight) => void }) {
  const { t, i18n } = useTranslation();
  const [log, setLog] = useState<{ messages: PlayMessage[]; cut: boolean; requests: ReturnType<typeof gatherRequests> }>();
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState(night.notes);
  const [told, setTold] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${night.date}T12:00:00Z`));

  async function loadLog(): Promise<{ messages: PlayMessage[]; cut: boolean } | undefined> {
    const result = await fetchNightLog(session.id, night.id);
    if (!result.ok) {
      setFailure(playProblem(t, result));
      return undefined;
    }
    setLog({ ...result.data, requests: gatherRequests(result.data.messages) });
    return result.data;
  }

  async function act(call: () => ReturnType<typeof endNight>, saved?: string) {
    const result = await call();
    if (!result.ok) return setFailure(playProblem(t, result));
    setFailure(undefined);
    setTold(saved);
    onChange(result.data.night);
  }

  return (
    <li className="card play-night" data-testid="play-night">
      <h3 className="play-night__title">
        {t('play.nights.of', { title: night.title, date })}
        {night.endedAt === null ? <span className="badge">{t('play.nights.running')}</span> : null}
      </h3>
      <p className="play-hint">{t('play.nights.messages', { count: night.messageCount })}</p>
      {host ? (
        <TextAreaField label={t('play.nights.notes')} value={notes} maxLength={maxNightNotesLength} rows={2} onChange={(event) => setNotes(event.target.value)} />
      ) : night.notes ? (
        <p className="play-night__notes">{night.notes}</p>
      ) : null}
      <div className="button-row">
        <Button
          onClick={async () => {
            if (!open && !log) await loadLog();
            setOpen(!open);
          }}
          aria-expanded={open}
        >
          {open ? t('play.nights.hide') : t('play.nights.read')}
        </Button>
        <Button
          onClick={async () => {
            const data = log ?? (await loadLog());
            if (data) downloadBlob(nightFileName(night), new Blob([nightMarkdown(t, i18n.language, session, night, data.messages, data.cut)], { type: 'text/markdown;charset=utf-8' }));
          }}
        >
          {t('play.nights.export')}
        </Button>
        {host && notes !== night.notes ? <Button onClick={() => void act(() => updateNight(session.id, night.id, { notes }), t('play.nights.notesSaved'))}>{t('play.nights.saveNotes')}</Button> : null}
        {host && night.endedAt === null ? (
          <Button variant="danger" onClick={() => void act(() => endNight(session.id, night.id))}>
            {t('play.nights.end')}
          </Button>
        ) : null}
      </div>
      {told ? <p role="status">{told}</p> : null}
      {failure ? (
        <p role="alert" className="field__error">
          {failure}
        </p>
      ) : null}
      {open && log ? (
        // It scrolls (a long night): focusable, so keyboard users can scroll it too.
        <ol className="play-log play-night__log" aria-label={t('play.nights.log')} tabIndex={0}>
          {log.messages.length === 0 ? <li className="play-hint">{t('play.nights.empty')}</li> : null}
          {log.messages.map((message) => {
            // A request to several players is one card with every answer, as at the table.
            if (log.requests.folded.has(message.id)) return null;
            const card = log.requests.cards.get(message.id);
            return card ? <RequestCard key={message.id} card={card} session={session} /> : <ChatMessage key={message.id} message={message} session={session} me={undefined} />;
          })}
        </ol>
      ) : null}
    </li>
  );
}

/**
 * A chronicle's game nights (issue #48): the storyteller starts and ends them; everyone reads a
 * night's log (what they may see of it) and saves it as Markdown in their language.
 */
export function NightsView({ session, host }: { session: PlaySession; host: boolean }) {
  const { t } = useTranslation();
  const [nights, setNights] = useState<PlayNight[]>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    let live = true;
    void fetchNights(session.id).then((result) => {
      if (!live) return;
      if (result.ok) setNights(result.data.nights);
      else setFailure(playProblem(t, result));
    });
    return () => {
      live = false;
    };
  }, [session.id, t]);
  const running = nights?.some((night) => night.endedAt === null) ?? false;
  const replace = (changed: PlayNight) => setNights((current) => (current ?? []).map((night) => (night.id === changed.id ? changed : night)));

  return (
    <section className="stack play-nights" aria-labelledby="play-nights-title">
      <h2 id="play-nights-title">{t('play.nights.title')}</h2>
      <p className="play-hint">{t('play.nights.explain')}</p>
      {failure ? (
        <p role="alert" className="field__error">
          {failure}
        </p>
      ) : null}
      {host && nights && !running && session.state === 'open' ? <StartNight sessionId={session.id} onStarted={(night) => setNights((current) => [night, ...(current ?? [])])} /> : null}
      {!nights && !failure ? <Spinner label={t('play.nights.loading')} /> : null}
      {nights?.length === 0 ? <p className="play-hint">{t('play.nights.none')}</p> : null}
      <ul className="play-nights__list">
        {nights?.map((night) => <Night key={night.id} session={session} night={night} host={host} onChange={replace} />)}
      </ul>
    </section>
  );
}

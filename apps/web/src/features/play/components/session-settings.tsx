import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaySession } from '@vitae/core/play';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { closeSession, newCode, reopenSession, updateSession } from '../api/play-api.ts';

/** Where the server's refusal belongs: a webhook problem at the webhook field, a name problem at the name. */
function fieldOf(code: string | undefined, message: string): 'name' | 'webhook' {
  return code === 'webhook_host_not_allowed' || /webhook/i.test(message) ? 'webhook' : 'name';
}

/** The storyteller's settings: name, join code and link, Discord webhook, closing and reopening. */
export function SessionSettings({ session, onChange }: { session: PlaySession; onChange: (session: PlaySession) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(session.name);
  const [webhook, setWebhook] = useState(session.webhook?.url ?? '');
  const [messages, setMessages] = useState(session.webhook?.messages ?? false);
  const [problems, setProblems] = useState<Partial<Record<'name' | 'webhook', string>>>({});
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string>();
  const link = session.joinToken ? `${window.location.origin}/play/join/${session.joinToken}` : undefined;

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    if (name.trim() === '') return setProblems({ name: t('play.settings.nameMissing') });
    const result = await updateSession(session.id, { name: name.trim(), webhookUrl: webhook.trim() === '' ? null : webhook.trim(), webhookMessages: messages });
    if (!result.ok) {
      if (result.status === 0) return setProblems({ name: t('play.offline') });
      return setProblems({ [fieldOf(result.code, result.message)]: result.message });
    }
    setProblems({});
    setSaved(true);
    onChange(result.data.session);
  }

  async function act(call: () => Promise<{ ok: true; data: { session: PlaySession } } | { ok: false; status: number; message: string }>) {
    const result = await call();
    if (result.ok) {
      setFailure(undefined);
      onChange(result.data.session);
    } else setFailure(result.status === 0 ? t('play.offline') : result.message);
  }

  return (
    <section className="stack play-settings" aria-labelledby="play-settings-title">
      <h2 id="play-settings-title">{t('play.settings.title')}</h2>
      <form className="stack" noValidate onSubmit={save} aria-label={t('play.settings.title')}>
        <TextField label={t('play.settings.name')} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} error={problems.name} />
        <TextField label={t('play.settings.webhook')} type="url" inputMode="url" value={webhook} placeholder="https://discord.com/api/webhooks/…" hint={t('play.settings.webhookHint')} onChange={(event) => setWebhook(event.target.value)} error={problems.webhook} />
        <label className="checkbox">
          <input type="checkbox" checked={messages} onChange={(event) => setMessages(event.target.checked)} />
          {t('play.settings.webhookMessages')}
        </label>
        <div className="button-row">
          <Button variant="primary" type="submit">
            {t('play.settings.save')}
          </Button>
          {saved ? <span role="status">{t('play.settings.saved')}</span> : null}
        </div>
      </form>
      <div className="stack">
        <p>
          {t('play.settings.code')} <strong className="play-code" data-testid="play-code">{session.code}</strong>
        </p>
        {link ? (
          <p className="play-link">
            {t('play.settings.link')} <code>{link}</code>
          </p>
        ) : null}
        <div className="button-row">
          <Button onClick={() => void act(() => newCode(session.id))}>{t('play.settings.newCode')}</Button>
          {session.state === 'open' ? (
            <Button variant="danger" onClick={() => void act(() => closeSession(session.id))}>
              {t('play.settings.close')}
            </Button>
          ) : (
            <Button onClick={() => void act(() => reopenSession(session.id))}>{t('play.settings.reopen')}</Button>
          )}
        </div>
        {failure ? (
          <p role="alert" className="field__error">
            {failure}
          </p>
        ) : null}
      </div>
    </section>
  );
}

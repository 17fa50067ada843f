import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaySession } from '@vitae/core/play';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { closeSession, newCode, reopenSession, testWebhook, updateSession } from '../api/play-api.ts';
import { playProblem } from '../lib/problem.ts';
import { MembersSection } from './members-section.tsx';

/** Where the server's refusal belongs: a webhook problem at the webhook field, a name problem at the name. */
function fieldOf(code: string | undefined): 'name' | 'webhook' {
  return code === 'webhook_host_not_allowed' ? 'webhook' : 'name';
}

/** The storyteller's settings: name, join code and link, Discord webhook, whether spends need approval, closing and reopening. */
export function SessionSettings({ session, onChange }: { session: PlaySession; onChange: (session: PlaySession) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(session.name);
  const [webhook, setWebhook] = useState(session.webhook?.url ?? '');
  const [messages, setMessages] = useState(session.webhook?.messages ?? false);
  const [approvals, setApprovals] = useState(session.spendsNeedApproval ?? false);
  const [problems, setProblems] = useState<Partial<Record<'name' | 'webhook', string>>>({});
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [probe, setProbe] = useState<{ ok: boolean; text: string }>();
  const [probing, setProbing] = useState(false);
  const savedWebhook = session.webhook?.url ?? '';
  const link = session.joinToken ? `${window.location.origin}/play/join/${session.joinToken}` : undefined;

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    if (name.trim() === '') return setProblems({ name: t('play.settings.nameMissing') });
    const result = await updateSession(session.id, { name: name.trim(), webhookUrl: webhook.trim() === '' ? null : webhook.trim(), webhookMessages: messages, ...(approvals !== (session.spendsNeedApproval ?? false) ? { spendsNeedApproval: approvals } : {}) });
    if (!result.ok) {
      if (result.status === 0) return setProblems({ name: t('play.offline') });
      return setProblems({ [fieldOf(result.code)]: playProblem(t, result) });
    }
    setProblems({});
    setSaved(true);
    onChange(result.data.session);
  }

  /** Tests the saved address (an edited, unsaved one would test something else than what posts). */
  async function probeWebhook() {
    if (webhook.trim() !== savedWebhook) return setProbe({ ok: false, text: t('play.settings.webhookTestUnsaved') });
    setProbing(true);
    const result = await testWebhook(session.id);
    setProbing(false);
    if (!result.ok) return setProbe({ ok: false, text: playProblem(t, result) });
    const { delivered, status } = result.data;
    setProbe(delivered ? { ok: true, text: t('play.settings.webhookDelivered') } : { ok: false, text: status === null ? t('play.settings.webhookUnreachable') : t('play.settings.webhookRefused', { status }) });
  }

  async function act(call: () => Promise<{ ok: true; data: { session: PlaySession } } | { ok: false; status: number; message: string }>) {
    const result = await call();
    if (result.ok) {
      setFailure(undefined);
      onChange(result.data.session);
    } else setFailure(playProblem(t, result));
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
        <label className="checkbox">
          <input type="checkbox" checked={approvals} onChange={(event) => setApprovals(event.target.checked)} aria-describedby="play-settings-approvals-hint" />
          {t('play.settings.approvals')}
        </label>
        <small id="play-settings-approvals-hint" className="field__hint">
          {t('play.settings.approvalsHint')}
        </small>
        <div className="button-row">
          <Button variant="primary" type="submit">
            {t('play.settings.save')}
          </Button>
          {savedWebhook ? (
            <Button disabled={probing} onClick={() => void probeWebhook()}>
              {t('play.settings.webhookTest')}
            </Button>
          ) : null}
          {saved ? <span role="status">{t('play.settings.saved')}</span> : null}
        </div>
        {probe ? (
          <p role={probe.ok ? 'status' : 'alert'} className={probe.ok ? 'play-hint' : 'field__error'} data-testid="webhook-test">
            {probe.text}
          </p>
        ) : null}
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
      <MembersSection session={session} onChange={onChange} />
    </section>
  );
}

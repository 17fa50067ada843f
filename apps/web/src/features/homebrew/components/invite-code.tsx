import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { TextField } from '../../../components/ui/field.tsx';

interface InviteCodeProps {
  code: string | null;
  onCreate: () => Promise<string | undefined>;
  /** A new code in place of this one (the old one stops working). */
  onRenew: () => Promise<string | undefined>;
  /** No code any more (the old one stops working). */
  onRevoke: () => Promise<boolean>;
}

/**
 * The item's invite code with a copy button; made on request, then the same until the author
 * renews or revokes it (or makes a public item private, which revokes it on the server).
 */
export function InviteCode({ code, onCreate, onRenew, onRevoke }: InviteCodeProps) {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<'copied' | 'copyFailed' | 'renewed' | 'revoked'>();

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      // No clipboard (insecure origin, denied): the code stays selectable in its field.
      setStatus('copyFailed');
    }
  }

  /** Runs one call at a time, so a double click makes no second code. */
  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  async function renew() {
    const asked = await confirm({ title: t('homebrew.invite.renewTitle'), content: t('homebrew.invite.renewQuestion'), confirmLabel: t('homebrew.invite.renew') });
    if (asked) await run(async () => (await onRenew()) && setStatus('renewed'));
  }

  async function revoke() {
    const asked = await confirm({ title: t('homebrew.invite.revokeTitle'), content: t('homebrew.invite.revokeQuestion'), confirmLabel: t('homebrew.invite.revoke'), danger: true });
    if (asked) await run(async () => (await onRevoke()) && setStatus('revoked'));
  }

  const statusLine = <span role="status" className="field__hint">{status ? t(`homebrew.invite.${status}`) : ''}</span>;

  if (!code) {
    return (
      <div className="stack">
        <p className="field__hint">{t('homebrew.invite.explain')}</p>
        <p className="field__hint">{t('homebrew.invite.rule')}</p>
        <div className="button-row">
          <Button disabled={busy} onClick={() => void run(onCreate)}>
            {t('homebrew.invite.create')}
          </Button>
          {statusLine}
        </div>
      </div>
    );
  }
  return (
    <div className="stack">
      <TextField label={t('homebrew.invite.label')} value={code} readOnly onFocus={(event) => event.currentTarget.select()} hint={t('homebrew.invite.explain')} />
      <p className="field__hint">{t('homebrew.invite.rule')}</p>
      <div className="button-row">
        <Button onClick={() => void copy(code)}>{t('homebrew.invite.copy')}</Button>
        <Button disabled={busy} onClick={() => void renew()}>
          {t('homebrew.invite.renew')}
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => void revoke()}>
          {t('homebrew.invite.revoke')}
        </Button>
        {statusLine}
      </div>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import type { ApiResult } from '../../../lib/api-client.ts';
import { errorKey } from '../../../lib/error-text.ts';
import { resolveRecipient } from '../api/sharing-api.ts';

/**
 * A share id or alias field with one action (send, add as viewer). An unknown recipient is said at
 * the field ("Benutzer nicht gefunden"); other failures below it; success as a status line that
 * names the person from the server's answer (never the share id typed), while `stale` is false.
 */
export function RecipientForm<T>({
  label,
  submit,
  busyLabel,
  onSubmit,
  success,
  stale = false,
}: {
  label: string;
  submit: string;
  busyLabel: string;
  onSubmit: (shareId: string) => Promise<ApiResult<T>>;
  success: (data: NoInfer<T>) => string;
  /** The success no longer holds (the viewer added was removed since): the status line goes. */
  stale?: boolean;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    setDone(undefined);
    const typed = value.trim();
    if (!typed) return setError(t('sharing.recipient.empty'));
    setError(undefined);
    setBusy(true);
    const result = await onSubmit(await resolveRecipient(typed));
    setBusy(false);
    if (result.ok) {
      setDone(success(result.data));
      setValue('');
    } else if (result.status === 404 && result.code === 'user_not_found') setError(t('sharing.recipient.notFound'));
    else if (result.status === 400 && /own share id/.test(result.message)) setError(t('sharing.recipient.self'));
    else if (result.status === 400) setError(t('sharing.recipient.notFound'));
    else setFailure(errorKey(result));
  }

  return (
    <form className="stack" onSubmit={(event) => void send(event)} noValidate>
      <TextField label={label} value={value} onChange={(event) => setValue(event.target.value)} error={error} hint={t('sharing.recipient.hint')} autoComplete="off" spellCheck={false} />
      {failure ? <Alert>{t(failure)}</Alert> : null}
      <div className="button-row">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? busyLabel : submit}
        </Button>
        <span role="status" className="field__hint">
          {stale ? '' : (done ?? '')}
        </span>
      </div>
    </form>
  );
}

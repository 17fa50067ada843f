import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailProblem } from '@vitae/core/account-rules';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { beginRecovery } from '../../../lib/account-api.ts';
import { errorKey } from '../../../lib/error-text.ts';

export function RecoverForm({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const issue = emailProblem(email);
    setError(issue ? `validation.email.${issue}` : undefined);
    if (issue) return;
    setBusy(true);
    const result = await beginRecovery(email.trim());
    setBusy(false);
    if (result.ok) return onCodeSent(email.trim());
    if (result.code === 'mail_too_soon') setError('errors.codes.mail_too_soon');
    else setFailure(errorKey(result));
  }

  return (
    <form className="card login__card" onSubmit={submit} noValidate aria-labelledby="recover-title">
      <h2 id="recover-title">{t('auth.recover.title')}</h2>
      <p>{t('auth.recover.intro')}</p>
      <TextField
        label={t('auth.fields.email')}
        name="recover-email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error ? t(error, { defaultValue: t('validation.generic') }) : undefined}
      />
      {failure ? <Alert>{t(failure)}</Alert> : null}
      {busy ? <Spinner label={t('auth.progress.requesting')} /> : null}
      <Button type="submit" disabled={busy}>
        {t('auth.recover.submit')}
      </Button>
    </form>
  );
}

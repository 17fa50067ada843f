import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailProblem } from '@vitae/core/account-rules';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { beginDeviceSignIn, beginRecovery } from '../../../lib/session/account-api.ts';
import { errorKey } from '../../../lib/error-text.ts';

/**
 * First step of the two ways in by mailed code: "Auf neuem Gerät anmelden" (one more session,
 * the other devices stay) and "Konto wiederherstellen" (new passkey, every device signed out).
 */
export function MailCodeForm({ purpose, onCodeSent }: { purpose: 'device' | 'recover'; onCodeSent: (email: string) => void }) {
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
    const result = await (purpose === 'device' ? beginDeviceSignIn : beginRecovery)(email.trim());
    setBusy(false);
    if (result.ok) return onCodeSent(email.trim());
    if (result.code === 'mail_too_soon') setError('errors.codes.mail_too_soon');
    else setFailure(errorKey(result));
  }

  return (
    <form className={`card login__card login__${purpose}`} onSubmit={submit} noValidate aria-labelledby={`${purpose}-title`}>
      <h2 id={`${purpose}-title`}>{t(`auth.${purpose}.title`)}</h2>
      <p>{t(`auth.${purpose}.intro`)}</p>
      <TextField
        label={t('auth.fields.email')}
        name={`${purpose}-email`}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error ? t(error, { defaultValue: t('validation.generic') }) : undefined}
      />
      {failure ? <Alert>{t(failure)}</Alert> : null}
      {busy ? <Spinner label={t('auth.progress.requesting')} /> : null}
      <Button type="submit" disabled={busy}>
        {t(`auth.${purpose}.submit`)}
      </Button>
    </form>
  );
}

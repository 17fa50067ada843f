import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailProblem } from '@vitae/core/account-rules';
import { beginDeviceSignIn, beginRecovery } from '../../../lib/session/account-api.ts';
import { errorKey } from '../../../lib/error-text.ts';
import { AuthFormCard, KeyedTextField } from './auth-form.tsx';

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
    <AuthFormCard
      id={purpose}
      title={t(`auth.${purpose}.title`)}
      intro={t(`auth.${purpose}.intro`)}
      onSubmit={submit}
      failure={failure}
      busy={busy}
      busyLabel={t('auth.progress.requesting')}
      submitLabel={t(`auth.${purpose}.submit`)}
    >
      <KeyedTextField label={t('auth.fields.email')} name={`${purpose}-email`} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} errorKey={error} />
    </AuthFormCard>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { aliasProblem, emailProblem } from '@vitae/core/account-rules';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { register } from '../../../lib/session/account-api.ts';
import { errorKey } from '../../../lib/error-text.ts';

export function RegisterForm({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const { t } = useTranslation();
  const [alias, setAlias] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const found: Record<string, string> = {};
    const aliasIssue = aliasProblem(alias);
    const emailIssue = emailProblem(email);
    if (aliasIssue) found.alias = `validation.alias.${aliasIssue}`;
    if (emailIssue) found.email = `validation.email.${emailIssue}`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await register(alias.trim(), email.trim());
    setBusy(false);
    if (result.ok) return onCodeSent(email.trim());
    if (result.code === 'alias_taken') setErrors({ alias: 'errors.codes.alias_taken' });
    else if (result.code === 'mail_too_soon') setErrors({ email: 'errors.codes.mail_too_soon' });
    else setFailure(errorKey(result));
  }

  return (
    <form className="card login__card" onSubmit={submit} noValidate aria-labelledby="register-title">
      <h2 id="register-title">{t('auth.register.title')}</h2>
      <p>{t('auth.register.intro')}</p>
      <TextField
        label={t('auth.fields.alias')}
        name="alias"
        autoComplete="username"
        value={alias}
        onChange={(e) => setAlias(e.target.value)}
        error={errors.alias ? t(errors.alias, { defaultValue: t('validation.generic') }) : undefined}
      />
      <TextField
        label={t('auth.fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email ? t(errors.email, { defaultValue: t('validation.generic') }) : undefined}
      />
      {failure ? <Alert>{t(failure)}</Alert> : null}
      {busy ? <Spinner label={t('auth.progress.requesting')} /> : null}
      <Button variant="primary" type="submit" disabled={busy}>
        {t('auth.register.submit')}
      </Button>
    </form>
  );
}

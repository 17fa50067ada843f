import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { aliasProblem, emailProblem } from '@vitae/core/account-rules';
import { register } from '../../../lib/session/account-api.ts';
import { errorKey } from '../../../lib/error-text.ts';
import { AuthFormCard, KeyedTextField, useAuthForm } from './auth-form.tsx';

export function RegisterForm({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const { t } = useTranslation();
  const [alias, setAlias] = useState('');
  const [email, setEmail] = useState('');
  const { errors, setErrors, failure, setFailure, busy, setBusy, begin } = useAuthForm();

  async function submit(event: FormEvent) {
    const found: Record<string, string> = {};
    const aliasIssue = aliasProblem(alias);
    const emailIssue = emailProblem(email);
    if (aliasIssue) found.alias = `validation.alias.${aliasIssue}`;
    if (emailIssue) found.email = `validation.email.${emailIssue}`;
    if (!begin(event, found)) return;
    setBusy(true);
    const result = await register(alias.trim(), email.trim());
    setBusy(false);
    if (result.ok) return onCodeSent(email.trim());
    if (result.code === 'alias_taken') setErrors({ alias: 'errors.codes.alias_taken' });
    else if (result.code === 'mail_too_soon') setErrors({ email: 'errors.codes.mail_too_soon' });
    else setFailure(errorKey(result));
  }

  return (
    <AuthFormCard
      id="register"
      title={t('auth.register.title')}
      intro={t('auth.register.intro')}
      onSubmit={submit}
      failure={failure}
      busy={busy}
      busyLabel={t('auth.progress.requesting')}
      submitLabel={t('auth.register.submit')}
      primary
    >
      <KeyedTextField label={t('auth.fields.alias')} name="alias" autoComplete="username" value={alias} onChange={(e) => setAlias(e.target.value)} errorKey={errors.alias} />
      <KeyedTextField label={t('auth.fields.email')} name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} errorKey={errors.email} />
    </AuthFormCard>
  );
}

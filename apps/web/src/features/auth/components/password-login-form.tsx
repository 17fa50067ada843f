import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAccount } from '../../../lib/session/account.ts';
import { saveSession } from '../../../lib/session/store.ts';
import { fetchMe, loginWithPassword } from '../../../lib/session/account-api.ts';
import { errorKey } from '../../../lib/error-text.ts';
import { AuthFormCard, KeyedTextField, useAuthForm } from './auth-form.tsx';
import { useFinishLogin } from './use-finish-login.ts';

export function PasswordLoginForm() {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const { errors, failure, setFailure, busy, setBusy, begin } = useAuthForm();

  async function submit(event: FormEvent) {
    const found: Record<string, string> = {};
    if (!login.trim()) found.login = 'validation.login.too_small';
    if (!password) found.password = 'validation.oldPassword.too_small';
    if (!begin(event, found)) return;
    setBusy(true);
    const tokens = await loginWithPassword(login.trim(), password);
    if (!tokens.ok) {
      setBusy(false);
      return setFailure(errorKey(tokens));
    }
    // The account is stored without a passkey here: this way in never sees one.
    await saveSession(tokens.data);
    const me = await fetchMe();
    if (me.ok) saveAccount(me.data);
    setBusy(false);
    finishLogin(tokens.data);
  }

  return (
    <AuthFormCard
      id="password"
      title={t('auth.password.title')}
      intro={t('auth.password.intro')}
      onSubmit={submit}
      failure={failure}
      busy={busy}
      busyLabel={t('auth.progress.loggingIn')}
      submitLabel={t('auth.password.submit')}
    >
      <KeyedTextField label={t('auth.fields.login')} name="login" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} errorKey={errors.login} />
      <KeyedTextField
        label={t('auth.fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        errorKey={errors.password}
      />
    </AuthFormCard>
  );
}

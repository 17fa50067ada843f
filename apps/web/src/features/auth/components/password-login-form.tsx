import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAccount } from '../../../lib/session/account.ts';
import { saveSession } from '../../../lib/session/store.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { fetchMe, loginWithPassword } from '../../../lib/session/account-api.ts';
import { errorKey } from '../../../lib/error-text.ts';
import { useFinishLogin } from './use-finish-login.ts';

export function PasswordLoginForm() {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const found: Record<string, string> = {};
    if (!login.trim()) found.login = 'validation.login.too_small';
    if (!password) found.password = 'validation.oldPassword.too_small';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
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
    <form className="card login__card login__password" onSubmit={submit} noValidate aria-labelledby="password-title">
      <h2 id="password-title">{t('auth.password.title')}</h2>
      <p>{t('auth.password.intro')}</p>
      <TextField
        label={t('auth.fields.login')}
        name="login"
        autoComplete="username"
        value={login}
        onChange={(e) => setLogin(e.target.value)}
        error={errors.login ? t(errors.login, { defaultValue: t('validation.generic') }) : undefined}
      />
      <TextField
        label={t('auth.fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password ? t(errors.password, { defaultValue: t('validation.generic') }) : undefined}
      />
      {failure ? <Alert>{t(failure)}</Alert> : null}
      {busy ? <Spinner label={t('auth.progress.loggingIn')} /> : null}
      <Button type="submit" disabled={busy}>
        {t('auth.password.submit')}
      </Button>
    </form>
  );
}

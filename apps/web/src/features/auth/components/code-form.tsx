import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { loginWithPasskey, redeemCode } from '../../../lib/account-api.ts';
import { errorKey } from '../../../lib/error-text.ts';
import { useFinishLogin } from './use-finish-login.ts';

const codeErrors = new Set(['code_invalid', 'code_used', 'code_expired', 'code_dead']);

/** Second step of registration and recovery: the code from the e-mail, then the login. */
export function CodeForm({ purpose, email, onBack }: { purpose: 'activate' | 'recover'; email: string; onBack: () => void }) {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [progress, setProgress] = useState<'confirming' | 'loggingIn'>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    if (code.replace(/[\s-]/g, '').length === 0) return setError('validation.code.too_small');
    setError(undefined);
    setProgress('confirming');
    const redeemed = await redeemCode(purpose, code, email);
    if (!redeemed.ok) {
      setProgress(undefined);
      if (redeemed.code && codeErrors.has(redeemed.code)) setError(`errors.codes.${redeemed.code}`);
      else setFailure(errorKey(redeemed));
      return;
    }
    setProgress('loggingIn');
    const tokens = await loginWithPasskey(redeemed.data.user.id, redeemed.data.user.passkey);
    setProgress(undefined);
    if (!tokens.ok) return setFailure(errorKey(tokens));
    finishLogin(tokens.data);
  }

  return (
    <form className="card login__card login__code" onSubmit={submit} noValidate aria-labelledby="code-title">
      <h2 id="code-title">{t(purpose === 'activate' ? 'auth.code.titleActivate' : 'auth.code.titleRecover')}</h2>
      <p>{t(purpose === 'activate' ? 'auth.code.sentActivate' : 'auth.code.sentRecover', { email })}</p>
      <TextField
        label={t('auth.fields.code')}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="ABCD-EFGH"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error ? t(error, { defaultValue: t('validation.generic') }) : undefined}
        hint={t('auth.code.hint')}
      />
      {failure ? <Alert>{t(failure)}</Alert> : null}
      {progress ? <Spinner label={t(`auth.progress.${progress}`)} /> : null}
      <div className="button-row">
        <Button type="button" onClick={onBack} disabled={progress !== undefined}>
          {t('auth.code.back')}
        </Button>
        <Button variant="primary" type="submit" disabled={progress !== undefined}>
          {t('auth.code.submit')}
        </Button>
      </div>
    </form>
  );
}

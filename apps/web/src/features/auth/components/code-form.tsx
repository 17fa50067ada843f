import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { SessionTokens } from '@vitae/core/api';
import { saveAccount } from '../../../lib/session/account.ts';
import { fetchMe, finishDeviceSignIn, loginWithPasskey, redeemCode } from '../../../lib/session/account-api.ts';
import type { ApiResult } from '../../../lib/api-client.ts';
import { saveSession } from '../../../lib/session/store.ts';
import { errorKey } from '../../../lib/error-text.ts';
import { useFinishLogin } from './use-finish-login.ts';

const codeErrors = new Set(['code_invalid', 'code_used', 'code_expired', 'code_dead']);

export type CodePurpose = 'activate' | 'recover' | 'device';

/** The screen's words per purpose (`auth.code.*`). */
const texts: Record<CodePurpose, { title: string; sent: string; note?: string }> = {
  activate: { title: 'auth.code.titleActivate', sent: 'auth.code.sentActivate' },
  recover: { title: 'auth.code.titleRecover', sent: 'auth.code.sentRecover', note: 'auth.code.recoverEndsSessions' },
  device: { title: 'auth.code.titleDevice', sent: 'auth.code.sentDevice', note: 'auth.code.deviceKeepsSessions' },
};

/**
 * Activation and recovery codes are redeemed by themselves (spec §7) and so are 12 long; the
 * device code always comes with its address and is 8 long.
 */
const placeholders: Record<CodePurpose, string> = { activate: 'ABCD-EFGH-JKMN', recover: 'ABCD-EFGH-JKMN', device: 'ABCD-EFGH' };

/** A device code is a session at once, like a password login: the account is stored without a passkey. */
async function signInDevice(email: string, code: string): Promise<ApiResult<SessionTokens>> {
  const tokens = await finishDeviceSignIn(email, code);
  if (!tokens.ok) return tokens;
  await saveSession(tokens.data);
  const me = await fetchMe();
  if (me.ok) saveAccount(me.data);
  return tokens;
}

/** Second step of registration, sign-in on a new device and recovery: the code from the e-mail, then the login. */
export function CodeForm({ purpose, email, onBack }: { purpose: CodePurpose; email: string; onBack: () => void }) {
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
    if (purpose === 'device') {
      const tokens = await signInDevice(email, code);
      setProgress(undefined);
      if (tokens.ok) return finishLogin(tokens.data);
      if (tokens.code && codeErrors.has(tokens.code)) setError(`errors.codes.${tokens.code}`);
      else setFailure(errorKey(tokens));
      return;
    }
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
      <h2 id="code-title">{t(texts[purpose].title)}</h2>
      <p>{t(texts[purpose].sent, { email })}</p>
      {texts[purpose].note ? <Alert tone="info">{t(texts[purpose].note)}</Alert> : null}
      <TextField
        label={t('auth.fields.code')}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={placeholders[purpose]}
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

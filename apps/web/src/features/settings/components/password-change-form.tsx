import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordProblem } from '@vitae/core/account-rules';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { changePassword, requestAccountCode } from '../../../lib/session/account-api.ts';
import { errorKey } from '../../../lib/error-text.ts';

const codeErrors = new Set(['code_invalid', 'code_used', 'code_expired', 'code_dead']);

/**
 * Sets or changes the password. A logged-in session alone is no proof (a token may be stolen), so
 * it asks for the current password or a code mailed now; the first password always needs the code.
 */
export function PasswordChangeForm({ hasPassword, email, onChanged }: { hasPassword: boolean; email: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [oldPassword, setOldPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; key: string }>();
  const [busy, setBusy] = useState(false);

  async function sendCode() {
    setOutcome(undefined);
    setBusy(true);
    const result = await requestAccountCode('password');
    setBusy(false);
    if (result.ok) return setCodeSent(true);
    setOutcome({ tone: 'error', key: errorKey(result) });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(undefined);
    const found: Record<string, string> = {};
    const issue = passwordProblem(password);
    if (issue) found.password = `validation.password.${issue}`;
    const proof = code.trim() ? { code: code.trim() } : hasPassword && oldPassword ? { oldPassword } : undefined;
    if (!proof) found[hasPassword && !codeSent ? 'oldPassword' : 'code'] = 'errors.codes.proof_required';
    setErrors(found);
    if (Object.keys(found).length > 0 || !proof) return;
    setBusy(true);
    const result = await changePassword({ password, ...proof });
    setBusy(false);
    if (result.ok) {
      setPassword('');
      setOldPassword('');
      setCode('');
      setCodeSent(false);
      setOutcome({ tone: 'success', key: 'settings.password.changed' });
      return onChanged();
    }
    console.error('Failed to change password');
    if (result.code === 'wrong_password') setErrors({ oldPassword: 'errors.codes.wrong_password' });
    else if (result.code && codeErrors.has(result.code)) setErrors({ code: `errors.codes.${result.code}` });
    setOutcome({ tone: 'error', key: result.code === 'wrong_password' ? 'settings.password.failed' : errorKey(result) });
  }

  const fieldError = (name: string) => (errors[name] ? t(errors[name], { defaultValue: t('validation.generic') }) : undefined);

  return (
    <form onSubmit={submit} noValidate className="stack" aria-labelledby="password-change-title">
      <h3 id="password-change-title">{t(hasPassword ? 'settings.password.titleChange' : 'settings.password.titleSet')}</h3>
      <p>{t(hasPassword ? 'settings.password.proofIntroChange' : 'settings.password.proofIntro')}</p>
      {hasPassword ? (
        <TextField
          label={t('settings.password.old')}
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
          error={fieldError('oldPassword')}
        />
      ) : null}
      {codeSent ? (
        <>
          <Alert tone="success">{t('settings.password.codeSent', { email })}</Alert>
          <TextField
            label={t('settings.password.code')}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABCD-EFGH"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={fieldError('code')}
          />
        </>
      ) : (
        <div className="button-row">
          <Button type="button" onClick={() => void sendCode()} disabled={busy}>
            {t('settings.password.requestCode')}
          </Button>
        </div>
      )}
      {!codeSent && errors.code ? <Alert>{fieldError('code')}</Alert> : null}
      <TextField
        label={t('settings.password.new')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldError('password')}
        hint={t('settings.password.hint')}
      />
      {outcome ? <Alert tone={outcome.tone}>{t(outcome.key)}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {t('settings.password.submit')}
      </Button>
    </form>
  );
}

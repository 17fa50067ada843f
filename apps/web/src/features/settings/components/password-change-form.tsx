import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordProblem } from '@vitae/core/account-rules';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { changePassword } from '../../../lib/account-api.ts';
import { errorKey } from '../../../lib/error-text.ts';

export function PasswordChangeForm({ hasPassword, onChanged }: { hasPassword: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [oldPassword, setOldPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; key: string }>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(undefined);
    const found: Record<string, string> = {};
    const issue = passwordProblem(password);
    if (issue) found.password = `validation.password.${issue}`;
    if (hasPassword && !oldPassword) found.oldPassword = 'validation.oldPassword.too_small';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await changePassword(password, hasPassword ? oldPassword : undefined);
    setBusy(false);
    if (result.ok) {
      setPassword('');
      setOldPassword('');
      setOutcome({ tone: 'success', key: 'settings.password.changed' });
      return onChanged();
    }
    console.error('Failed to change password');
    if (result.code === 'wrong_password') setErrors({ oldPassword: 'errors.codes.wrong_password' });
    setOutcome({ tone: 'error', key: result.code === 'wrong_password' ? 'settings.password.failed' : errorKey(result) });
  }

  return (
    <form onSubmit={submit} noValidate className="stack" aria-labelledby="password-change-title">
      <h3 id="password-change-title">{t(hasPassword ? 'settings.password.titleChange' : 'settings.password.titleSet')}</h3>
      {hasPassword ? (
        <TextField
          label={t('settings.password.old')}
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
          error={errors.oldPassword ? t(errors.oldPassword, { defaultValue: t('validation.generic') }) : undefined}
        />
      ) : null}
      <TextField
        label={t('settings.password.new')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password ? t(errors.password, { defaultValue: t('validation.generic') }) : undefined}
        hint={t('settings.password.hint')}
      />
      {outcome ? <Alert tone={outcome.tone}>{t(outcome.key)}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {t('settings.password.submit')}
      </Button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Me } from '@vitae/core/api';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { clearAccount } from '../../../lib/session/account.ts';
import { deleteAccount, exportAccountData, requestAccountCode } from '../../../lib/session/account-api.ts';
import { forgetCharacters } from '../../../lib/characters/characters.ts';
import { downloadBlob } from '../../../lib/download.ts';
import { errorKey } from '../../../lib/error-text.ts';
import { clearSession } from '../../../lib/session/store.ts';

const codeErrors = new Set(['code_invalid', 'code_used', 'code_expired', 'code_dead']);

/** "Meine Daten": export everything as one file, or delete the account after a mailed code. */
export function AccountDataSection({ me }: { me: Me }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { confirm } = useDialogs();
  const [exportState, setExportState] = useState<'idle' | 'busy' | 'done' | string>('idle');
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function exportData() {
    setExportState('busy');
    const result = await exportAccountData();
    if (!result.ok) return setExportState(result.status === 0 ? 'errors.network' : result.status >= 500 ? 'errors.server' : 'errors.unexpected');
    downloadBlob(result.fileName, result.blob);
    setExportState('done');
  }

  async function sendCode() {
    setFailure(undefined);
    setBusy(true);
    const result = await requestAccountCode('delete_account');
    setBusy(false);
    if (result.ok) return setCodeSent(true);
    setFailure(errorKey(result));
  }

  async function submitDeletion(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    if (!code.trim()) return setCodeError('validation.code.too_small');
    setCodeError(undefined);
    if (!(await confirm({ title: t('settings.data.deleteQuestionTitle'), content: t('settings.data.deleteQuestion', { alias: me.alias }), confirmLabel: t('settings.data.deleteConfirm') }))) return;
    setBusy(true);
    const result = await deleteAccount(code.trim());
    setBusy(false);
    if (!result.ok) {
      if (result.code && codeErrors.has(result.code)) return setCodeError(`errors.codes.${result.code}`);
      return setFailure(errorKey(result));
    }
    await clearSession();
    clearAccount();
    forgetCharacters();
    void navigate('/login', { replace: true });
  }

  return (
    <div className="card stack">
      <h3>{t('settings.data.title')}</h3>
      <p>{t('settings.data.intro')}</p>
      <div className="button-row">
        <Button onClick={() => void exportData()} disabled={exportState === 'busy'}>
          {t(exportState === 'busy' ? 'settings.data.exporting' : 'settings.data.export')}
        </Button>
      </div>
      {exportState === 'done' ? <Alert tone="success">{t('settings.data.exported')}</Alert> : null}
      {exportState !== 'idle' && exportState !== 'busy' && exportState !== 'done' ? <Alert>{t(exportState)}</Alert> : null}

      <form className="stack" onSubmit={submitDeletion} noValidate aria-labelledby="delete-account-title">
        <h3 id="delete-account-title">{t('settings.data.deleteTitle')}</h3>
        <p>{t('settings.data.deleteIntro')}</p>
        {codeSent ? (
          <>
            <Alert tone="success">{t('settings.data.deleteCodeSent', { email: me.email })}</Alert>
            <TextField
              label={t('auth.fields.code')}
              name="delete-code"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="ABCD-EFGH"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={codeError ? t(codeError, { defaultValue: t('validation.generic') }) : undefined}
            />
          </>
        ) : null}
        {failure ? <Alert>{t(failure)}</Alert> : null}
        <div className="button-row">
          {codeSent ? (
            <Button variant="danger" type="submit" disabled={busy}>
              {t('settings.data.deleteConfirm')}
            </Button>
          ) : (
            <Button variant="danger" onClick={() => void sendCode()} disabled={busy}>
              {t('settings.data.deleteRequest')}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { errorKey } from '../../../lib/error-text.ts';
import { setInstalled } from '../../../lib/homebrew/store.ts';
import { setInstalledKinds } from '../../../lib/homebrew/kind-store.ts';
import { sharedKindItem } from '../kinds/installed-kinds.tsx';
import { fetchFromInvite, install } from '../api/homebrew-api.ts';

/** Case, spaces and dashes do not matter, as on the server. */
const normalise = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** "Code eingeben": install a clan or discipline someone shared by its invite code. */
export function CodeInstallForm() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    setDone(undefined);
    const cleaned = normalise(code);
    if (!cleaned) return setError(t('homebrew.code.empty'));
    if (!/^[A-Z0-9]{4,32}$/.test(cleaned)) return setError(t('homebrew.code.format'));
    setBusy(true);
    const shared = await fetchFromInvite(cleaned);
    if (!shared.ok) {
      setBusy(false);
      return setError(shared.status === 404 ? t('homebrew.code.unknown') : shared.status === 400 ? t('homebrew.code.format') : t(errorKey(shared)));
    }
    const installed = await install({ inviteCode: cleaned });
    setBusy(false);
    if (!installed.ok) return setError(t(errorKey(installed)));
    setInstalled(installed.data);
    setInstalledKinds(installed.data);
    setError(undefined);
    setCode('');
    const [clan] = shared.data.clans;
    // A gift, rite, … of another line comes in that kind's list of the answer.
    const other = sharedKindItem(shared.data);
    setDone(
      clan
        ? t('homebrew.code.installedClan', { name: clan.name, count: shared.data.disciplines.length })
        : t('homebrew.code.installedDiscipline', { name: shared.data.disciplines[0]?.name ?? other?.name ?? '' }),
    );
  }

  return (
    <form
      className="card stack"
      aria-labelledby="homebrew-code-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id="homebrew-code-title">{t('homebrew.code.title')}</h3>
      <TextField
        label={t('homebrew.code.label')}
        value={code}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        placeholder={t('homebrew.code.placeholder')}
        error={error}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
      />
      <div className="button-row">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t('homebrew.code.installing') : t('homebrew.code.install')}
        </Button>
      </div>
      {done ? <Alert tone="success">{done}</Alert> : null}
    </form>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Me } from '@vitae/core/api';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { changeLanguage, savedLanguageProblem, supportedLanguages } from '../../../i18n/i18n.ts';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { clearAccount } from '../../../lib/session/account.ts';
import { forgetCharacters } from '../../../lib/characters/characters.ts';
import { forgetHomebrew } from '../../../lib/homebrew/forget.ts';
import { loadSession, clearSession } from '../../../lib/session/store.ts';
import { accountUrl, devMode, networkUrl, playUrl, setAccountUrl, setDevMode, setNetworkUrl, setPlayUrl } from '../../../lib/settings.ts';
import { logout } from '../../../lib/session/account-api.ts';
import { AccountDataSection } from './account-data-section.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';
import { ColorModeSelect } from './color-mode-select.tsx';
import { ContentSyncButton } from './content-sync-button.tsx';

export function SettingsTab({ me }: { me: Me | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { confirm } = useDialogs();
  const [developer, setDeveloper] = useState(devMode());
  const [network, setNetwork] = useState(networkUrl());
  const [play, setPlay] = useState(playUrl());
  const [account, setAccount] = useState(accountUrl());
  const [saved, setSaved] = useState<string>();
  const [hasPassword, setHasPassword] = useState(me?.hasPassword ?? false);
  // A saved language Vitae does not have is reported, not silently replaced (spec §5, §8).
  const [languageProblem, setLanguageProblem] = useState(() => savedLanguageProblem(localStorage.getItem(storageKeys.language)));

  async function chooseLanguage(code: string) {
    try {
      await changeLanguage(code);
      setLanguageProblem(undefined);
    } catch (error) {
      setLanguageProblem(error instanceof Error ? error.message : String(error));
    }
  }

  function saveUrls() {
    setNetwork(setNetworkUrl(network));
    setPlayUrl(play);
    setAccountUrl(account);
    setPlay(playUrl());
    setAccount(accountUrl());
    setSaved('settings.saved');
  }

  async function logOut() {
    if (!(await confirm({ title: t('settings.account.logoutTitle'), content: t('settings.account.logoutQuestion'), confirmLabel: t('settings.account.logout') }))) return;
    const session = await loadSession();
    // Revoke server-side first; being offline must not keep anyone logged in locally.
    if (session?.refreshToken) await logout(session.refreshToken);
    await clearSession();
    clearAccount();
    forgetCharacters();
    forgetHomebrew();
    void navigate('/login', { replace: true });
  }

  return (
    <section className="settings stack" aria-labelledby="settings-title">
      <h2 id="settings-title">{t('settings.title')}</h2>

      <div className="card stack">
        <h3>{t('settings.account.title')}</h3>
        {me ? <p data-testid="logged-in-as">{t('settings.account.loggedInAs', { alias: me.alias })}</p> : null}
        {me ? <PasswordChangeForm hasPassword={hasPassword} email={me.email} onChanged={() => setHasPassword(true)} /> : null}
        <div className="button-row">
          {me ? (
            <Button variant="danger" onClick={() => void logOut()}>
              {t('settings.account.logout')}
            </Button>
          ) : (
            <Button variant="primary" onClick={() => (accountUrl().startsWith('/') ? void navigate(accountUrl()) : window.location.assign(accountUrl()))}>
              {t('settings.account.login')}
            </Button>
          )}
        </div>
      </div>

      {me ? <AccountDataSection me={me} /> : null}

      <div className="card stack">
        <h3>{t('settings.general')}</h3>
        <div className="field">
          <label htmlFor="settings-language">{t('settings.language')}</label>
          <select id="settings-language" value={i18n.language} aria-describedby={languageProblem ? 'settings-language-problem' : undefined} onChange={(e) => void chooseLanguage(e.target.value)}>
            {supportedLanguages.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
          {languageProblem ? (
            <small id="settings-language-problem" className="field__error" role="alert">
              {t('settings.languageUnavailable', { message: languageProblem })}
            </small>
          ) : null}
        </div>
        <ColorModeSelect />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={developer}
            onChange={(e) => {
              setDevMode(e.target.checked);
              setDeveloper(e.target.checked);
            }}
          />
          {t('settings.devMode')}
        </label>
        <ContentSyncButton />
      </div>

      <form
        className="card stack"
        onSubmit={(event) => {
          event.preventDefault();
          saveUrls();
        }}
      >
        <h3>{t('settings.servers')}</h3>
        <TextField label={t('settings.networkUrl')} type="url" value={network} onChange={(e) => {
            setNetwork(e.target.value);
            setSaved(undefined);
          }} hint={t('settings.networkUrlHint')} />
        <TextField label={t('settings.playUrl')} type="url" value={play} onChange={(e) => {
            setPlay(e.target.value);
            setSaved(undefined);
          }} />
        <TextField label={t('settings.accountUrl')} value={account} onChange={(e) => {
            setAccount(e.target.value);
            setSaved(undefined);
          }} />
        {saved ? <Alert tone="success">{t(saved)}</Alert> : null}
        <Button type="submit">{t('settings.save')}</Button>
      </form>
    </section>
  );
}

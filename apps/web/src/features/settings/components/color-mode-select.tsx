import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyColorMode } from '../../../lib/theme.ts';
import { storageKeys } from '../../../lib/storage-keys.ts';

type Choice = 'system' | 'dark' | 'light';

/** Dark, light, or whatever the device prefers. */
export function ColorModeSelect() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice>((localStorage.getItem(storageKeys.colorMode) as Choice | null) ?? 'system');

  function choose(next: Choice) {
    setChoice(next);
    if (next === 'system') localStorage.removeItem(storageKeys.colorMode);
    else localStorage.setItem(storageKeys.colorMode, next);
    applyColorMode(next === 'system' ? (window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark') : next);
  }

  return (
    <div className="field">
      <label htmlFor="settings-color-mode">{t('settings.colorMode.label')}</label>
      <select id="settings-color-mode" value={choice} onChange={(e) => choose(e.target.value as Choice)}>
        {(['system', 'dark', 'light'] as const).map((value) => (
          <option key={value} value={value}>
            {t(`settings.colorMode.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

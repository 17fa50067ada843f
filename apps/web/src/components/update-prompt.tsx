import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activateUpdate, useUpdateAvailable } from '../lib/app-update.ts';

/** "Neue Version verfügbar – neu laden": the new build takes over only when the user says so. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const available = useUpdateAvailable();
  const [reloading, setReloading] = useState(false);
  if (!available) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <button
        type="button"
        className="button button--primary"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          activateUpdate();
        }}
      >
        {reloading ? t('update.reloading') : t('update.available')}
      </button>
    </div>
  );
}

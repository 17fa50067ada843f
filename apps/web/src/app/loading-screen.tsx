import { useTranslation } from 'react-i18next';

export const startupStages = ['initializing', 'checkingForUpdates', 'updating', 'loadingDatabase', 'loadingCharacters', 'finishing'] as const;
export type StartupStage = (typeof startupStages)[number];

/** The loading screen of docs/product-spec.md §2 with the current startup stage. */
export function LoadingScreen({ stage }: { stage: StartupStage }) {
  const { t } = useTranslation();
  return (
    <div className="loading-screen" data-stage={stage}>
      <div className="loading-screen__mark" aria-hidden="true" />
      <p className="loading-screen__name">{t('app.name')}</p>
      <p role="status" aria-live="polite">
        {t(`loading.${stage}`)}
      </p>
    </div>
  );
}

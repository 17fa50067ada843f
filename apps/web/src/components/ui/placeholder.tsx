import { useTranslation } from 'react-i18next';

/** Stands where a later part of Vitae will be; says so plainly instead of showing nothing. */
export function Placeholder({ titleKey, values }: { titleKey: string; values?: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <section className="placeholder card">
      <h2>{t(titleKey, values)}</h2>
      <p>{t('placeholder.comingSoon')}</p>
    </section>
  );
}

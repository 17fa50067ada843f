import { useTranslation } from 'react-i18next';

/** A rating as filled and empty dots, read by screen readers as "3 von 5". */
export function Dots({ value, max = 5 }: { value: number; max?: number }) {
  const { t } = useTranslation();
  return (
    <span className="dots" role="img" aria-label={t('viewer.dots', { value, max })}>
      {Array.from({ length: max }, (_, index) => (
        <span key={index} className={`dots__dot${index < value ? ' dots__dot--filled' : ''}`} />
      ))}
    </span>
  );
}

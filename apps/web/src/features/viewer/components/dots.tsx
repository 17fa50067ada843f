import { useTranslation } from 'react-i18next';
import { Pip } from '../../../components/ui/pip.tsx';

/** A rating as filled and empty dots, read by screen readers as "3 von 5". */
export function Dots({ value, max = 5 }: { value: number; max?: number }) {
  const { t } = useTranslation();
  return (
    <span className="dots" role="img" aria-label={t('viewer.dots', { value, max })}>
      {Array.from({ length: max }, (_, index) => (
        <Pip key={index} shape="dot" mark={index < value ? 'filled' : 'empty'} className="dots__dot" />
      ))}
    </span>
  );
}

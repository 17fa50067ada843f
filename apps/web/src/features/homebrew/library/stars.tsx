import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const scale = [1, 2, 3, 4, 5] as const;

/** "4,5 von 5" in the reader's language (one decimal at most). */
export function useStarsText(): (stars: number) => string {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (stars) => t('homebrew.library.stars.of', { stars: format.format(stars) });
}

/** Filled and empty stars for a rating, read out as "4,5 von 5 Sternen". */
export function StarsShown({ stars }: { stars: number }) {
  const { t, i18n } = useTranslation();
  const rounded = Math.round(stars);
  return (
    <span className="library-stars" role="img" aria-label={t('homebrew.library.stars.label', { stars: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(stars) })}>
      {scale.map((value) => (
        <span key={value} aria-hidden="true" className={value <= rounded ? 'library-stars__star library-stars__star--on' : 'library-stars__star'}>
          {value <= rounded ? '★' : '☆'}
        </span>
      ))}
    </span>
  );
}

/** An item's average and how many rated it ("★★★★☆ 4,5 von 5 · 3 Bewertungen"), or that none did yet. */
export function RatingSummary({ average, count }: { average: number | null; count: number }) {
  const { t, i18n } = useTranslation();
  const starsText = useStarsText();
  if (average === null || count === 0) return <span className="lexicon__meta">{t('homebrew.library.stars.none')}</span>;
  return (
    <span className="library-rating">
      <StarsShown stars={average} />
      <span>{starsText(average)}</span>
      <span className="lexicon__meta">{t('homebrew.library.stars.count', { count, formatted: new Intl.NumberFormat(i18n.language).format(count) })}</span>
    </span>
  );
}

/** 1–5 stars to choose, as a radio group (arrow keys move, each star says its number). */
export function StarsInput({ value, onChange, disabled }: { value: number; onChange: (stars: number) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="library-stars-input" disabled={disabled}>
      <legend>{t('homebrew.library.review.stars')}</legend>
      <div className="library-stars-input__row">
        {scale.map((stars) => (
          <label key={stars} className={stars <= value ? 'library-stars-input__star library-stars-input__star--on' : 'library-stars-input__star'}>
            <input type="radio" name={name} value={stars} checked={stars === value} onChange={() => onChange(stars)} className="visually-hidden" />
            <span aria-hidden="true">{stars <= value ? '★' : '☆'}</span>
            <span className="visually-hidden">{t('homebrew.library.stars.choice', { count: stars })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

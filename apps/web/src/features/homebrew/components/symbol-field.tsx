import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { symbolFromFile } from '../lib/symbol-image.ts';

/** The clan symbol: choose an image (made small on this device), see it, remove it. */
export function SymbolField({ value, error, disabled, onChange }: { value: string | null; error?: string; disabled: boolean; onChange: (symbol: string | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const shown = problem ?? error;

  // The browser's own file button would speak the browser's language; this label is the button instead.
  return (
    <div className={`field${shown ? ' field--invalid' : ''}`} role="group" aria-labelledby={`${id}-title`}>
      <span id={`${id}-title`} className="homebrew-symbol__title">
        {t('homebrew.clan.symbol')}
      </span>
      <div className="homebrew-symbol">
        {value ? <img src={value} alt={t('homebrew.clan.symbolAlt')} width={64} height={64} /> : <span className="homebrew-symbol__empty" aria-hidden="true" />}
        <input
          id={id}
          className="visually-hidden"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          disabled={disabled}
          aria-describedby={shown ? `${id}-error` : `${id}-hint`}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const result = await symbolFromFile(file);
            setProblem(result.ok ? undefined : t(`homebrew.clan.symbolProblems.${result.reason}`));
            if (result.ok) onChange(result.dataUrl);
          }}
        />
        {disabled ? null : (
          <label htmlFor={id} className="button button--secondary">
            {value ? t('homebrew.clan.replaceSymbol') : t('homebrew.clan.chooseSymbol')}
          </label>
        )}
        {value && !disabled ? <Button onClick={() => onChange(null)}>{t('homebrew.clan.removeSymbol')}</Button> : null}
      </div>
      {shown ? (
        <small id={`${id}-error`} className="field__error">
          {shown}
        </small>
      ) : (
        <small id={`${id}-hint`} className="field__hint">
          {t('homebrew.clan.symbolHint')}
        </small>
      )}
    </div>
  );
}

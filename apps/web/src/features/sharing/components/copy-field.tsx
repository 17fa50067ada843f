import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';

/** A read-only value with a copy button; "Kopiert!" shows for a second (as the original's share id). */
/** `copyLabel`: the button's words when "Kopieren" alone would not say what is copied. */
export function CopyField({ label, value, hint, copyLabel }: { label: string; value: string; hint?: string; copyLabel?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'no'>();

  useEffect(() => {
    if (copied !== 'yes') return;
    const timer = setTimeout(() => setCopied(undefined), 1_000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      // No clipboard (insecure origin, denied): the value stays selectable in its field.
      setCopied('no');
    }
  }

  return (
    <div className="stack copy-field">
      <TextField label={label} value={value} readOnly onFocus={(event) => event.currentTarget.select()} hint={hint} spellCheck={false} />
      <div className="button-row">
        <Button onClick={() => void copy()}>{copyLabel ?? t('sharing.copy')}</Button>
        <span role="status" className="field__hint">
          {copied === 'yes' ? t('sharing.copied') : copied === 'no' ? t('sharing.copyFailed') : ''}
        </span>
      </div>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { evaluateAmount } from '@vitae/core';

/** A money field that accepts simple arithmetic ("120 + 35"); shows what is wrong in place. */
export function MoneyField({ label, value, readOnly, onCommit }: { label: string; value: number; readOnly: boolean; onCommit: (value: number) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  const [error, setError] = useState(false);
  useEffect(() => setText(String(value)), [value]);

  function commit() {
    const result = evaluateAmount(text);
    if (result === undefined || result < 0) return setError(true);
    setError(false);
    setText(String(result));
    if (result !== value) onCommit(result);
  }

  return (
    <label className={`field${error ? ' field--invalid' : ''}`}>
      <span>{label}</span>
      <input
        inputMode="decimal"
        value={text}
        readOnly={readOnly}
        aria-invalid={error || undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
      {error ? <small className="field__error">{t('viewer.inventory.amountInvalid')}</small> : null}
    </label>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { evaluateAmount } from '@vitae/core';
import { formatMoney } from '../lib/money.ts';

/** A money field that accepts simple arithmetic ("120 + 35"); shows the amount as the language writes it ("100,50"), and what is wrong in place. */
export function MoneyField({ label, value, readOnly, onCommit }: { label: string; value: number; readOnly: boolean; onCommit: (value: number) => void }) {
  const { t, i18n } = useTranslation();
  const shown = formatMoney(value, i18n.language);
  const [text, setText] = useState(shown);
  const [error, setError] = useState(false);
  useEffect(() => setText(shown), [shown]);

  function commit() {
    // Leaving the field untouched changes nothing (the shown text is rounded to cents).
    if (text === shown) return setError(false);
    const evaluated = evaluateAmount(text);
    if (evaluated === undefined || evaluated < 0) return setError(true);
    const result = Math.round(evaluated * 100) / 100;
    setError(false);
    setText(formatMoney(result, i18n.language));
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

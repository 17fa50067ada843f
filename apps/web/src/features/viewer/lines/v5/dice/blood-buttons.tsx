import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remorseTest, rouseCheck } from '@vitae/core/v5';
import { useVampire } from '../use-vampire.ts';
import { randomSource } from '../../../lib/random.ts';

/** "Wallungs-Check" beside hunger: rolls one die and applies the hunger it costs. */
export function RouseButton() {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useVampire();
  const [message, setMessage] = useState<string>();
  if (!entry || readOnly) return null;
  return (
    <span className="blood-button">
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          const result = rouseCheck({ hunger: entry.character.hunger, bloodPotency: entry.character.bloodPotency }, randomSource());
          update((character) => ({ ...character, hunger: result.hunger }));
          setMessage(t(result.passed ? 'dice.rouse.passed' : result.torporOrFrenzy ? 'dice.rouse.atFive' : 'dice.rouse.failed', { die: result.dice.at(-1), hunger: result.hunger }));
        }}
      >
        {t('dice.rouse.button')}
      </button>
      {message ? <span role="status">{message}</span> : null}
    </span>
  );
}

/** "Reuewurf" beside humanity: one die per unmarked box; clears stains, may cost humanity. */
export function RemorseButton() {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useVampire();
  const [message, setMessage] = useState<string>();
  if (!entry || readOnly || entry.character.stains === 0) return message ? <span role="status">{message}</span> : null;
  return (
    <span className="blood-button">
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          const result = remorseTest({ humanity: entry.character.humanity, stains: entry.character.stains }, randomSource());
          update((character) => ({ ...character, humanity: result.humanity, stains: result.stains }));
          setMessage(t(result.passed ? 'dice.remorse.passed' : 'dice.remorse.failed', { dice: result.dice.join(', '), humanity: result.humanity }));
        }}
      >
        {t('dice.remorse.button')}
      </button>
      {message ? <span role="status">{message}</span> : null}
    </span>
  );
}

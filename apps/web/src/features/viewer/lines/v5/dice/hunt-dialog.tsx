import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { huntResult, preyKinds, resonances, type Prey, type Resonance } from '@vitae/core/v5';
import { Modal } from '../../../../../components/ui/dialog.tsx';
import { useVampire } from '../use-vampire.ts';
import { huntReasonTexts } from './hunt-text.ts';

/** Hunt calculator: what a feed does to hunger at this blood potency, and why. */
export function HuntDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useVampire();
  const [bloodPotency, setBloodPotency] = useState(entry?.character.bloodPotency ?? 0);
  const [hunger, setHunger] = useState(entry?.character.hunger ?? 0);
  const [prey, setPrey] = useState<Prey>('human');
  const [drained, setDrained] = useState(false);
  const [resonance, setResonance] = useState<Resonance | ''>('');
  const result = huntResult({ bloodPotency, hunger, prey, drained, resonance: resonance || null });

  return (
    <Modal open={open} title={t('dice.hunt.title')} onClose={onClose}>
      <div className="stack">
        <label className="field">
          <span>{t('dice.hunt.bloodPotency')}</span>
          <input type="number" min={0} max={10} value={bloodPotency} onChange={(e) => setBloodPotency(Math.max(0, Math.min(10, Number(e.target.value) || 0)))} />
        </label>
        <label className="field">
          <span>{t('dice.hunt.hunger')}</span>
          <input type="number" min={0} max={5} value={hunger} onChange={(e) => setHunger(Math.max(0, Math.min(5, Number(e.target.value) || 0)))} />
        </label>
        <label className="field">
          <span>{t('dice.hunt.prey')}</span>
          <select value={prey} onChange={(e) => setPrey(e.target.value as Prey)}>
            {preyKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`dice.hunt.preyKinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={drained} onChange={(e) => setDrained(e.target.checked)} />
          {t('dice.hunt.drained')}
        </label>
        <label className="field">
          <span>{t('dice.hunt.resonance')}</span>
          <select value={resonance} onChange={(e) => setResonance(e.target.value as Resonance | '')}>
            <option value="">{t('dice.hunt.noResonance')}</option>
            {resonances.map((kind) => (
              <option key={kind} value={kind}>
                {t(`dice.hunt.resonances.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <div role="status" data-testid="hunt-result">
          <p className="roll-result__outcome">{t('dice.hunt.result', { before: result.hungerBefore, after: result.hunger })}</p>
          <ul>
            {huntReasonTexts(result, prey, t).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
        {!readOnly && entry && result.hunger !== entry.character.hunger ? (
          <button type="button" className="button button--primary" onClick={() => update((character) => ({ ...character, hunger: result.hunger }))}>
            {t('dice.hunt.apply', { hunger: result.hunger })}
          </button>
        ) : null}
      </div>
    </Modal>
  );
}

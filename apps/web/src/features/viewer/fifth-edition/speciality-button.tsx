import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkillKey } from '@vitae/core/fifth-edition';
import { rulesOfLine } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { Alert } from '../../../components/ui/alert.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { usePurchaseGate } from '../../../components/purchase-gate.tsx';
import { errorKey } from '../../../lib/error-text.ts';
import { xpEvent } from '../lib/xp-event.ts';
import { PurchasePriceNote } from '../components/price-source.tsx';

/** A new speciality for a skill (3 XP), with the content's suggestions. */
export function SpecialityButton({ character, skill, label, suggestions, onApply }: { character: StoredCharacter; skill: SkillKey; label: string; suggestions: readonly string[]; onApply: (next: StoredCharacter) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [nameError, setNameError] = useState<string>();
  const leveling = rulesOfLine(character.gameLine).leveling;
  // At a table whose spends need approval the speciality is asked for, not bought.
  const gate = usePurchaseGate(character.id);
  const cost = leveling.check(character, { kind: 'speciality', skill, name: name.trim() || '?' }).cost;

  async function buy(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setNameError(t('viewer.speciality.nameRequired'));
    const purchase = { kind: 'speciality', skill, name: name.trim() } as const;
    const result = leveling.apply(character, purchase, xpEvent());
    if (!result.ok) return setError(t(`viewer.leveling.refused.${result.reason}`, { cost: result.cost, exp: character.exp }));
    if (gate) {
      const answer = await gate.ask(purchase, t('viewer.info.subjectOf', { name: name.trim(), of: label }));
      if (!answer.ok) return setError(t(errorKey(answer)));
    } else onApply(result.character as StoredCharacter);
    setOpen(false);
    setName('');
    setError(undefined);
    setNameError(undefined);
  }

  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)} aria-label={t('viewer.speciality.open', { label })}>
        {t('viewer.speciality.short')}
      </button>
      <Modal open={open} title={t('viewer.speciality.title', { label })} onClose={() => setOpen(false)}>
        <form className="stack" onSubmit={(event) => void buy(event)} noValidate>
          <TextField
            label={t('viewer.speciality.name')}
            value={name}
            maxLength={200}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(undefined);
              setError(undefined);
            }}
            error={nameError}
            list={`speciality-${skill}`}
            autoFocus
          />
          <datalist id={`speciality-${skill}`}>
            {suggestions.map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
          {error ? <Alert>{error}</Alert> : null}
          <PurchasePriceNote character={character} purchase={{ kind: 'speciality', skill, name: name.trim() || '?' }} />
          <button type="submit" className="button button--primary">
            {gate ? t('viewer.leveling.approval.ask', { cost }) : t('viewer.leveling.buy', { cost })}
          </button>
        </form>
      </Modal>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { StoredCharacter } from '@vitae/core/api';
import { setSpecialty, specialtyMinimum, type M20Purchase } from '@vitae/core/m20';
import { Dots } from '../../components/dots.tsx';
import { LevelUpButton } from '../../components/level-up-button.tsx';
import { togglePoolPart, usePoolParts } from '../../lib/roll-selection.ts';
import { LowerButton } from './lower-button.tsx';
import { useMage } from './use-mage.ts';

/**
 * One attribute or ability on the sheet: a click puts it into the next roll; in leveling mode
 * "+" buys the next dot and a trait of 4 or more takes a specialty.
 */
export function TraitRow({ traitKey, poolId, label, value, max, purchase, leveling }: { traitKey: string; poolId: string; label: string; value: number; max: number; purchase: M20Purchase; leveling: boolean }) {
  const { t } = useTranslation();
  const { entry, update } = useMage();
  const pool = usePoolParts();
  if (!entry) return null;
  const character = entry.character;
  const specialty = character.specialties[traitKey];
  return (
    <li id={`sheet-${poolId.replace(':', '-')}`} tabIndex={-1} className="traits-grid__row" data-testid={poolId.replace(':', '-')}>
      <span className="traits-grid__name">
        {leveling ? (
          label
        ) : (
          <button type="button" className="traits-grid__pick" aria-pressed={pool.some((part) => part.id === poolId)} onClick={() => togglePoolPart({ id: poolId, label, value })}>
            {label}
          </button>
        )}
        {specialty && !leveling ? <small className="traits-grid__specialities">{specialty}</small> : null}
        {leveling && value >= specialtyMinimum ? (
          <input
            className="m20-specialty"
            aria-label={t('m20.editor.specialtyFor', { trait: label })}
            placeholder={t('m20.sheet.specialty')}
            value={specialty ?? ''}
            maxLength={200}
            onChange={(e) => update((current) => setSpecialty(current, traitKey, e.target.value) ?? current)}
          />
        ) : null}
      </span>
      <Dots value={value} max={max} />
      {purchase.kind === 'attribute' || purchase.kind === 'ability' ? <LowerButton what={purchase} label={label} /> : null}
      {leveling && value < max ? <LevelUpButton character={character} purchase={purchase} label={label} action={value === 0 ? 'learn' : 'raise'} onApply={(next: StoredCharacter) => update(() => next)} /> : null}
    </li>
  );
}

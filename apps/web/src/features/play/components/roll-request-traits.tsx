import { useTranslation } from 'react-i18next';
import type { StoredCharacter } from '@vitae/core/api';
import { SelectField } from '../../../components/ui/field.tsx';
import type { RollTraitSlot, RollTraitsOf } from '../lib/roll-traits.ts';

/** The picked traits in the pickers' order and the label they make ("Geschick + Heimlichkeit"). */
export interface TraitPick {
  /** Per picker key, the trait id ('' = none). */
  picks: Readonly<Record<string, string>>;
  ids: string[];
  label: string;
}

function pickOf(slots: readonly RollTraitSlot[], picks: Readonly<Record<string, string>>): TraitPick {
  const chosen = slots.flatMap((slot) => slot.traits.filter((trait) => trait.id === picks[slot.key]).slice(0, 1));
  return { picks, ids: chosen.map((trait) => trait.id), label: chosen.map((trait) => trait.label).join(' + ') };
}

/**
 * One select per picker of the character's line (attribute and skill, or ability), grouped by
 * category, each trait with the character's current rating: "Geschick (3)".
 */
export function RollRequestTraits({ character, rollTraitsOf, picks, onPick }: { character: StoredCharacter; rollTraitsOf: RollTraitsOf; picks: Readonly<Record<string, string>>; onPick: (pick: TraitPick) => void }) {
  const { t } = useTranslation();
  const slots = rollTraitsOf(character);
  return (
    <div className="play-request__traits">
      {slots.map((slot) => {
        const groups = [...new Set(slot.traits.map((trait) => trait.group))];
        return (
          <SelectField key={slot.key} label={slot.label} value={picks[slot.key] ?? ''} data-testid={`request-trait-${slot.key}`} onChange={(event) => onPick(pickOf(slots, { ...picks, [slot.key]: event.target.value }))}>
            <option value="">{t('play.request.notPicked')}</option>
            {groups.map((group) => (
              <optgroup key={group} label={group}>
                {slot.traits
                  .filter((trait) => trait.group === group)
                  .map((trait) => (
                    <option key={trait.id} value={trait.id}>
                      {`${trait.label} (${trait.value})`}
                    </option>
                  ))}
              </optgroup>
            ))}
          </SelectField>
        );
      })}
    </div>
  );
}

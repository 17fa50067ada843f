import { useTranslation } from 'react-i18next';
import type { DamageState } from '@vitae/core';
import { healthFor, impairmentPenalty, isImpaired, willpowerFor } from '@vitae/core/fifth-edition';
import type { PoolPart } from '../lib/roll-selection.ts';

/** A 5th-edition character as impairment reads it: its tracks and the attributes that size them. */
type Tracked = Parameters<typeof healthFor>[0] & { health: number; healthDamage: DamageState[]; willpower: number; willpowerDamage: DamageState[] };

/** The kind of pool the parts make: an attribute decides; without one, the first skill does. */
export function poolCategory(parts: readonly PoolPart[]): NonNullable<PoolPart['category']> | null {
  return (parts.find((part) => part.id.startsWith('attributes:') && part.category) ?? parts.find((part) => part.category))?.category ?? null;
}

/**
 * Dice a full track takes off this pool (V5 core rulebook, "Impairment"; W5 and H5 the same rule):
 * −2 on physical pools with every usable Health box marked, −2 on social and mental ones with every
 * Willpower box marked. `extraHealth` is usable Health a line adds (a Werewolf's form).
 */
export function impairmentFor(character: Tracked, parts: readonly PoolPart[], extraHealth = 0): number {
  const health = isImpaired(character.healthDamage, (character.health || healthFor(character)) + extraHealth);
  const willpower = isImpaired(character.willpowerDamage, character.willpower || willpowerFor(character));
  return impairmentPenalty(poolCategory(parts), { health, willpower });
}

/** The note in the roll panel that a full track (or `text`'s cause) costs dice (nothing when it does not). */
export function ImpairmentNote({ dice, text }: { dice: number; text?: string }) {
  const { t } = useTranslation();
  if (dice === 0) return null;
  return (
    <p className="lexicon__meta" data-testid="roll-impaired">
      {text ?? t('dice.impaired', { dice })}
    </p>
  );
}

import type { V5Character as Character } from '../schema.ts';
import type { Discipline, Power } from '../content/disciplines.ts';
import { disciplineDots, maxDisciplineDots, ownedPowerKeys, visiblePowerMax } from './sheet.ts';

/** Why a power cannot be picked now. */
export const powerBlockers = ['owned', 'level', 'blood_potency', 'amalgam', 'prerequisite'] as const;
export type PowerBlocker = (typeof powerBlockers)[number];

/** One row of the power picker. */
export interface PowerOption {
  power: Power;
  /** True when `reasons` is empty: the power can be bought with the next dot. */
  selectable: boolean;
  /** Every blocker that applies, in the order of `powerBlockers`. */
  reasons: PowerBlocker[];
  /** The other discipline of an amalgam, when it is among `allDisciplines`. */
  amalgamDiscipline?: Discipline;
  /** The power that must be known first, when it exists in the discipline. */
  prerequisitePower?: Power;
}

type PowerCharacter = Pick<Character, 'disciplines' | 'bloodPotency' | 'useAdavancedDisciplines' | 'allowLearningOfAllPowers'>;

/**
 * Everything that keeps the character from buying `power` as the next dot of discipline `disciplineId`
 * (empty = allowed). `allowLearningOfAllPowers` lifts the dot cap and ignores prerequisite powers;
 * amalgams and minimum blood potency still apply.
 */
export function blockersFor(character: PowerCharacter, disciplineId: number, power: Power): PowerBlocker[] {
  const owned = ownedPowerKeys(character);
  const dots = disciplineDots(character, disciplineId);
  const reasons: PowerBlocker[] = [];
  if (!power.multiple && owned.has(power.key)) reasons.push('owned');
  if (dots >= maxDisciplineDots(character) || power.level > dots + 1 || power.level > visiblePowerMax(character)) reasons.push('level');
  if (power.minBloodPotency !== null && character.bloodPotency < power.minBloodPotency) reasons.push('blood_potency');
  if (power.amalgam && disciplineDots(character, power.amalgam.disciplineId) < power.amalgam.level) reasons.push('amalgam');
  if (!character.allowLearningOfAllPowers && power.prerequisite !== null && !owned.has(power.prerequisite)) reasons.push('prerequisite');
  return reasons;
}

/**
 * The power picker of a discipline: every power up to the character's dots, plus one level more
 * while another dot can be bought (levels 6–10 only with advanced disciplines), each marked
 * selectable or with the reasons why not.
 */
export function availablePowers(character: PowerCharacter, discipline: Discipline, allDisciplines: readonly Discipline[]): PowerOption[] {
  const dots = disciplineDots(character, discipline.id);
  const canBuy = dots < maxDisciplineDots(character);
  const reach = Math.min(canBuy ? dots + 1 : dots, visiblePowerMax(character));
  return discipline.powers
    .filter((power) => power.level <= reach)
    .map((power) => {
      const reasons = blockersFor(character, discipline.id, power);
      const option: PowerOption = { power, selectable: reasons.length === 0, reasons };
      const amalgamDiscipline = power.amalgam ? allDisciplines.find((entry) => entry.id === power.amalgam?.disciplineId) : undefined;
      if (amalgamDiscipline) option.amalgamDiscipline = amalgamDiscipline;
      const prerequisitePower = power.prerequisite ? discipline.powers.find((entry) => entry.key === power.prerequisite) : undefined;
      if (prerequisitePower) option.prerequisitePower = prerequisitePower;
      return option;
    });
}

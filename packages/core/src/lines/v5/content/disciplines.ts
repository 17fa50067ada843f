import { z } from 'zod';
import { completeText, contentId, translationText, type TextSchema } from '../../../content/text.ts';

/** Highest discipline level; levels 6–10 are the optional elder powers. */
export const maxDisciplineLevel = 10;
/** `disciplineId-level-powerId`: power ids alone repeat between (and once inside) disciplines. */
export const powerKeyPattern = /^\d+-(?:[1-9]|10)-\d+$/;
export const powerKeySchema = z.string().regex(powerKeyPattern);

/** Builds the unique key of a power. */
export function powerKey(disciplineId: number, level: number, powerId: number): string {
  return `${disciplineId}-${level}-${powerId}`;
}

function powerShape<T extends TextSchema>(text: T) {
  const fact = z.nullable(text).default(null);
  return z.strictObject({
    /** Unique id of the power: `disciplineId-level-id`. Use it for every reference. */
    key: powerKeySchema,
    /** The source's power id, only unique together with discipline and level. */
    id: contentId,
    level: z.number().int().min(1).max(maxDisciplineLevel),
    name: text,
    /** What the power does and how it is used, 1–3 sentences. */
    summary: text,
    /** Amalgam: another discipline at this level is needed as well. */
    amalgam: z.strictObject({ disciplineId: contentId, level: z.number().int().min(1).max(maxDisciplineLevel) }).nullable().default(null),
    /** Key of a power of the same discipline that must be known first. */
    prerequisite: powerKeySchema.nullable().default(null),
    /** Minimum blood potency (elder powers, levels 6–10). */
    minBloodPotency: z.number().int().min(0).max(10).nullable().default(null),
    /** The power can be taken more than once. */
    multiple: z.boolean().default(false),
    /** Dice pool formula, "vs." separating the resisting pool; `null` = no roll. */
    dicePool: fact,
    cost: fact,
    duration: fact,
  });
}

function disciplineShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: contentId,
    name: text,
    description: text,
    /** All powers, sorted by level, then by source id. */
    powers: z.array(powerShape(text)),
  });
}

/** A discipline power in complete text. */
export const powerSchema = powerShape(completeText);
/** A discipline with its powers in complete text. */
export const disciplineSchema = disciplineShape(completeText);
/** A discipline in an en-US file (`null` text = use German). */
export const disciplineTranslationSchema = disciplineShape(translationText);
export type Power = z.infer<typeof powerSchema>;
export type Discipline = z.infer<typeof disciplineSchema>;

/** Groups a discipline's powers by level 1–10 (every level present, possibly empty). */
export function powersByLevel(discipline: Pick<Discipline, 'powers'>): ReadonlyMap<number, readonly Power[]> {
  const levels = new Map<number, Power[]>();
  for (let level = 1; level <= maxDisciplineLevel; level += 1) levels.set(level, []);
  for (const power of discipline.powers) levels.get(power.level)?.push(power);
  return levels;
}

import { z } from 'zod';
import { labelField, rating, textField } from '../../character/base.ts';
import { mageAttributes, mageSpheres, type MageSphere } from './keys.ts';

/*
 * A mage's records beside the Spheres: rotes, Resonance, Seekings and Quiet (M20 core: rotes
 * p. 500 ff., Resonance p. 558 ff., Seekings p. 320 ff., Quiet p. 556 ff.). They are notes with
 * shape; the one rule among them is that a rote needs the Sphere ranks it names.
 */

/** The kinds of Resonance (M20 core, Resonance Traits): Dynamic, Static (Pattern) and Entropic. */
export const resonanceKinds = ['dynamic', 'static', 'entropic'] as const;
export type ResonanceKind = (typeof resonanceKinds)[number];

/** The kinds of Quiet M20 names: Denial, Madness, Morbidity. */
export const quietKinds = ['denial', 'madness', 'morbidity'] as const;
export type QuietKind = (typeof quietKinds)[number];

/** Resonance per trait: 1–5 dots (M20 core, Resonance Traits). */
export const maxResonance = 5;
/**
 * The Quiet track's top. House rule: M20 measures Quiet in points that Paradox adds and does not
 * fix a ceiling in the rules we could check; the sheet offers 0–10 like the other trackers.
 */
export const maxQuiet = 10;

const entryId = z.string().min(1).max(100);
const sphereLevel = z.number().int().min(1).max(5);

/** A rote: a named Effect the mage knows by heart — the Spheres with the ranks it needs, the pool of its roll (Attribute + Ability), notes. */
export const roteSchema = z.strictObject({
  id: entryId,
  name: labelField(),
  spheres: z.partialRecord(z.enum(mageSpheres), sphereLevel).default({}),
  /** The pool's Attribute and Ability (content ids); unset = only the Arete roll. */
  attribute: z.enum(mageAttributes).optional(),
  ability: z.string().min(1).max(50).optional(),
  notes: textField(),
});
export type Rote = z.infer<typeof roteSchema>;

/** One Resonance trait: its kind, the word that describes it ("fiery", "cold"), its rating. */
export const resonanceSchema = z.strictObject({
  id: entryId,
  kind: z.enum(resonanceKinds),
  description: labelField(),
  rating: z.number().int().min(1).max(maxResonance).default(1),
});
export type Resonance = z.infer<typeof resonanceSchema>;

/** A Seeking the mage went through: when (free text, in-game or real date) and what happened. */
export const seekingSchema = z.strictObject({
  id: entryId,
  date: labelField(100),
  notes: textField(),
});
export type Seeking = z.infer<typeof seekingSchema>;

/** Quiet: how deep the mage is in it (0 = none), its kind and notes. */
export const quietSchema = z
  .strictObject({
    rating: rating(maxQuiet).default(0),
    kind: z.enum(quietKinds).optional(),
    notes: textField(),
  })
  .prefault({});
export type Quiet = z.infer<typeof quietSchema>;

/** The fields these records add to the Mage section, each with a default so older characters load unchanged. */
export const mageRecordsShape = {
  rotes: z.array(roteSchema).max(200).default([]),
  resonance: z.array(resonanceSchema).max(30).default([]),
  seekings: z.array(seekingSchema).max(200).default([]),
  quiet: quietSchema,
};

/** The Spheres a rote uses, highest rank first (the highest sets the magick roll's difficulty). */
export function roteSpheres(rote: Pick<Rote, 'spheres'>): Array<{ sphere: MageSphere; level: number }> {
  return mageSpheres
    .flatMap((sphere) => {
      const level = rote.spheres[sphere];
      return level ? [{ sphere, level }] : [];
    })
    .sort((a, b) => b.level - a.level);
}

/** The Spheres the mage lacks for the rote: each with the rank it needs and the rank the mage has. */
export function missingRoteSpheres(character: { spheres: Record<MageSphere, number> }, rote: Pick<Rote, 'spheres'>): Array<{ sphere: MageSphere; level: number; has: number }> {
  return roteSpheres(rote)
    .filter(({ sphere, level }) => character.spheres[sphere] < level)
    .map(({ sphere, level }) => ({ sphere, level, has: character.spheres[sphere] }));
}

/** A rote can be cast when it names at least one Sphere and the mage has every one at its rank (M20 core: rotes are Effects like any other). */
export function roteCastable(character: { spheres: Record<MageSphere, number> }, rote: Pick<Rote, 'spheres'>): boolean {
  return roteSpheres(rote).length > 0 && missingRoteSpheres(character, rote).length === 0;
}

import { z } from 'zod';
import { roteSpheres, type Rote } from '../rotes.ts';
import { mageAttributes, mageSpheres } from '../keys.ts';
import { m20ContentId } from '../content/schemas.ts';
import type { M20Content } from '../content/files.ts';
import { multiLine, singleLine } from '../../../homebrew-kinds/text.ts';

/**
 * Homebrew rotes (issue #49 item 4): a table's own Effects, authored once and installed by its
 * players. They are validated like the sheet's rotes (`roteSchema`: Spheres ranked 1–5, the pool's
 * Attribute and Ability as content ids) and add the author's hint whether the Effect is usually
 * coincidental or vulgar, and a description.
 */
export const homebrewRoteLimits = {
  name: 60,
  description: 4_000,
} as const;

/** How the Effect usually looks to the Consensus (M20 core p. 529 ff.); `null` = the author does not say. */
export const roteStyles = ['coincidental', 'vulgar'] as const;
export type RoteStyle = (typeof roteStyles)[number];

const sphereRank = z.number().int().min(1).max(5);

/** What the author edits of a rote. */
export const roteFields = {
  name: singleLine(homebrewRoteLimits.name, 1),
  /** At least one before it can be published (`rotePublishProblems`); a new rote starts without. */
  spheres: z.partialRecord(z.enum(mageSpheres), sphereRank).default({}),
  attribute: z.enum(mageAttributes).nullable().default(null),
  /** An Ability's content id (`awareness`, `martialArts`); the editor offers the content's. */
  ability: m20ContentId.nullable().default(null),
  style: z.enum(roteStyles).nullable().default(null),
  description: multiLine(homebrewRoteLimits.description).default(''),
};

/** The author's part of a rote (create and save bodies). */
export const roteContentSchema = z.strictObject(roteFields);
export type RoteContent = z.output<typeof roteContentSchema>;
export type RoteContentInput = z.input<typeof roteContentSchema>;

/** What marks a rote as homebrew on the sheet (the author, the version it came in). */
export interface RoteOrigin {
  id: number;
  creator: string;
  version: number;
}

/** An installed rote as the sheet offers it: a rote as the character keeps them, plus its origin and hint. */
export type HomebrewContentRote = Rote & { homebrew: RoteOrigin; style: RoteStyle | null; description: string };

/**
 * The rote's id once merged. Mage content ids are words (`verbena`), and a character's own rotes
 * get random UUIDs, so the prefix `homebrew-` followed by the server id can never collide with
 * either (the numeric offset 3021 of the spec's Vampire homebrew has no meaning for word ids).
 */
export function homebrewRoteId(id: number): string {
  return `homebrew-${id}`;
}

/** A homebrew rote as the sheet's rotes are: id, name, Spheres, pool, with the description as its notes. */
export function toContentRote(item: RoteContent & RoteOrigin): HomebrewContentRote {
  return {
    id: homebrewRoteId(item.id),
    name: item.name,
    spheres: { ...item.spheres },
    ...(item.attribute ? { attribute: item.attribute } : {}),
    ...(item.ability ? { ability: item.ability } : {}),
    notes: item.description,
    style: item.style,
    description: item.description,
    homebrew: { id: item.id, creator: item.creator, version: item.version },
  };
}

/** Mage content with the installed homebrew rotes beside it (the book has no rotes of its own). */
export type M20ContentWithRotes<C> = C & { homebrewRotes: HomebrewContentRote[] };

/**
 * Merges installed rotes into the Mage content of one language as `homebrewRotes`. Merging again
 * replaces the earlier rotes, so the result depends only on the rotes given.
 */
export function mergeHomebrewRotes<C extends object>(content: C, rotes: ReadonlyArray<RoteContent & RoteOrigin>): M20ContentWithRotes<C> {
  return { ...content, homebrewRotes: rotes.map(toContentRote) };
}

/** The installed rotes of merged content (none when nothing was merged). */
export function homebrewRotesOf(content: object): HomebrewContentRote[] {
  return 'homebrewRotes' in content && Array.isArray(content.homebrewRotes) ? (content.homebrewRotes as HomebrewContentRote[]) : [];
}

/** Why a rote cannot be published yet, in English (the API's message); empty = it can. */
export function rotePublishProblems(rote: { spheres?: unknown }): string[] {
  const spheres = rote.spheres;
  return typeof spheres === 'object' && spheres !== null && Object.keys(spheres).length > 0 ? [] : ['a rote needs at least one Sphere before it can be published'];
}

/** Why a rote does not fit the content: an Ability the content does not know. */
export type RoteContentProblem = 'unknown-ability';

/** Checks what the schema cannot: that the Ability is one of the content's. */
export function roteContentProblems(rote: Pick<RoteContent, 'ability'>, content: Pick<M20Content, 'abilities'>): RoteContentProblem[] {
  return rote.ability && !content.abilities.some((entry) => entry.id === rote.ability) ? ['unknown-ability'] : [];
}

/** The rote's highest Sphere rank (what the magick roll's difficulty starts from). */
export function roteHighestRank(rote: Pick<Rote, 'spheres'>): number {
  return roteSpheres(rote)[0]?.level ?? 0;
}

/** The rote as a character keeps it once learned: a plain copy (the sheet's rote schema), so the character stays readable when the rote is uninstalled. */
export function learnedRote(rote: HomebrewContentRote): Rote {
  return {
    id: rote.id,
    name: rote.name,
    spheres: { ...rote.spheres },
    ...(rote.attribute ? { attribute: rote.attribute } : {}),
    ...(rote.ability ? { ability: rote.ability } : {}),
    notes: rote.notes,
  };
}

/** The kind the magick roll opens with for a rote: the author's hint for an installed rote, coincidental otherwise. */
export function roteMagickKind(rote: object | undefined): RoteStyle {
  return rote && 'style' in rote && rote.style === 'vulgar' ? 'vulgar' : 'coincidental';
}

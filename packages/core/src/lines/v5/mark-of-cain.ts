import type { XpHistoryEntry } from '../../leveling/history.ts';
import { recordChange, type XpEventMeta } from '../../leveling/level-up.ts';
import { cappedBloodPotency } from './generation.ts';
import type { V5Character as Character, V5Snapshot } from './schema.ts';

export type MarkOfCainPath = 'undecided' | 'black' | 'red';
export const maxMarkTier = 5;

type MarkCharacter = Pick<Character, 'markOfCain' | 'humanity' | 'bloodPotency' | 'generation'>;

/** One thing a Mark of Cain step changes, for the question before it is applied. */
export type MarkOfCainEffect =
  | { field: 'humanity' | 'bloodPotency'; from: number; to: number }
  /** The black path at tier 5: every discipline dot costs 3 XP per level from now on (or no longer). */
  | { field: 'disciplineCost'; active: boolean };

export interface MarkOfCainStep<C> {
  character: C;
  direction: 'up' | 'down' | 'none';
  /** What the step changes besides the mark itself (empty below tier 5). */
  effects: MarkOfCainEffect[];
}

const tierOn = (character: Pick<Character, 'markOfCain'>, path: MarkOfCainPath) => (character.markOfCain.path === path ? character.markOfCain.tier : 0);
const clampTier = (path: MarkOfCainPath, tier: number) => (path === 'undecided' ? 0 : Math.max(0, Math.min(maxMarkTier, Math.round(tier))));

/** The values the character had before its mark reached tier 5, from the history entry that took it there. */
function beforeTierFive(history: ReadonlyArray<XpHistoryEntry<V5Snapshot>>): V5Snapshot | undefined {
  const entry = history.findLast((item) => item.kind === 'change' && item.purchase?.kind === 'mark_of_cain' && item.after.markOfCain?.tier === maxMarkTier && (item.before.markOfCain?.tier ?? 0) < maxMarkTier);
  return entry?.before;
}

function effectsOf(before: MarkCharacter, after: MarkCharacter): MarkOfCainEffect[] {
  const effects: MarkOfCainEffect[] = [];
  if (before.humanity !== after.humanity) effects.push({ field: 'humanity', from: before.humanity, to: after.humanity });
  if (before.bloodPotency !== after.bloodPotency) effects.push({ field: 'bloodPotency', from: before.bloodPotency, to: after.bloodPotency });
  const blackFive = (c: MarkCharacter) => c.markOfCain.path === 'black' && c.markOfCain.tier >= maxMarkTier;
  if (blackFive(before) !== blackFive(after)) effects.push({ field: 'disciplineCost', active: blackFive(after) });
  return effects;
}

/**
 * Moves the Mark of Cain to a path and tier (docs/product-spec.md §9). Reaching tier 5 applies the
 * path's effect: black sets humanity to 1 (its discipline price of 3 XP per dot lives in the
 * leveling costs), red sets humanity to 10 and blood potency to 1 (never above what the generation
 * allows). Stepping back from tier 5 puts back the humanity and blood potency the character had
 * before it, when `history` tells them (the entry that reached tier 5); without it they stay.
 */
export function setMarkOfCain<C extends MarkCharacter>(character: C, path: MarkOfCainPath, tier: number, history: ReadonlyArray<XpHistoryEntry<V5Snapshot>> = []): MarkOfCainStep<C> {
  const nextTier = clampTier(path, tier);
  const before = tierOn(character, path);
  let next: C = { ...character, markOfCain: { path, tier: nextTier } };
  const wasFive = character.markOfCain.tier >= maxMarkTier && character.markOfCain.path !== 'undecided';
  if (wasFive && !(path === character.markOfCain.path && nextTier === maxMarkTier)) {
    const earlier = beforeTierFive(history);
    if (earlier?.humanity !== undefined) next = { ...next, humanity: earlier.humanity };
    if (earlier?.bloodPotency !== undefined) next = { ...next, bloodPotency: earlier.bloodPotency };
  }
  if (nextTier === maxMarkTier && before < maxMarkTier) {
    next = path === 'black' ? { ...next, humanity: 1 } : { ...next, humanity: 10, bloodPotency: cappedBloodPotency(character.generation, 1) };
  }
  return { character: next, direction: nextTier > before ? 'up' : nextTier < before ? 'down' : 'none', effects: effectsOf(character, next) };
}

/** What a step would change, without changing anything (for the question before it is applied). */
export function previewMarkOfCain(character: Pick<Character, 'markOfCain' | 'humanity' | 'bloodPotency' | 'generation' | 'xpHistory'>, path: MarkOfCainPath, tier: number): MarkOfCainStep<MarkCharacter> {
  return setMarkOfCain<MarkCharacter>(character, path, tier, character.xpHistory);
}

export type MarkOfCainResult<C> = ({ ok: true; entry: XpHistoryEntry<V5Snapshot> } & MarkOfCainStep<C>) | { ok: false; reason: 'invalid' | 'unchanged' };

/**
 * A Mark of Cain step as a change in the history: undo (newest first, like any purchase) puts
 * back the mark, humanity and blood potency as they were.
 */
export function moveMarkOfCain<C extends Character>(character: C, path: MarkOfCainPath, tier: number, meta: XpEventMeta): MarkOfCainResult<C> {
  const step = setMarkOfCain(character, path, tier, character.xpHistory);
  const { markOfCain, humanity, bloodPotency } = step.character;
  if (markOfCain.path === character.markOfCain.path && markOfCain.tier === character.markOfCain.tier) return { ok: false, reason: 'unchanged' };
  const recorded = recordChange<C, V5Snapshot>(
    character,
    {
      character: step.character,
      before: { markOfCain: { ...character.markOfCain }, humanity: character.humanity, bloodPotency: character.bloodPotency },
      after: { markOfCain: { ...markOfCain }, humanity, bloodPotency },
      record: { kind: 'mark_of_cain', ref: `${markOfCain.path}:${markOfCain.tier}`, level: markOfCain.tier },
    },
    meta,
  );
  if (!recorded.ok) return recorded;
  return { ok: true, character: recorded.character, entry: recorded.entry, direction: step.direction, effects: step.effects };
}

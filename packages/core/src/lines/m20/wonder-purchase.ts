import type { PurchaseFailureReason, XpEventMeta } from '../../leveling/level-up.ts';
import type { WonderType } from './content/schemas.ts';
import type { M20Purchase } from './leveling/costs.ts';
import { applyM20Purchase, m20PurchaseCost } from './leveling/index.ts';
import type { M20Character } from './schema.ts';
import { addWonder, wonderBackgroundId, wonderDotsNeeded, type NewWonder } from './wonders.ts';

/** Highest Wonder background rating, unless the content says otherwise. */
const defaultWonderBackgroundMax = 5;

const backgroundDot = (max: number, name: string | undefined): M20Purchase => ({ kind: 'background', id: wonderBackgroundId, max, ...(name === undefined ? {} : { name }) });

/**
 * The XP the Wonder background dots a new Wonder needs cost, dot by dot at the line's background
 * price (a new background 3, then current × 3: M20 core p. 336 as the app's table has it; buying
 * backgrounds with XP is the storyteller's optional rule).
 */
export function wonderExperienceCost(character: M20Character, type: Pick<WonderType, 'permanentWillpower'>, wonder: Pick<NewWonder, 'rank' | 'selfMade'>): { dots: number; cost: number } {
  const dots = wonderDotsNeeded(character, type, wonder);
  let cost = 0;
  let rating = character.backgrounds[wonderBackgroundId] ?? 0;
  for (let dot = 0; dot < dots; dot += 1) {
    cost += m20PurchaseCost({ ...character, backgrounds: { ...character.backgrounds, [wonderBackgroundId]: rating } }, backgroundDot(defaultWonderBackgroundMax, undefined));
    rating += 1;
  }
  return { dots, cost };
}

export type WonderPurchaseResult<C> = { ok: true; character: C; cost: number; dots: number } | { ok: false; reason: PurchaseFailureReason | 'not_enough_willpower'; cost: number };

/**
 * Adds a Wonder in leveling mode: the Wonder background dots it needs are bought first, each a
 * purchase in the history (so the experience shows and undo refunds it; an undo that would take
 * back a dot the Wonder still takes is refused), then the Wonder is added. All or nothing.
 */
export function addWonderWithExperience<C extends M20Character>(
  character: C,
  type: Pick<WonderType, 'id' | 'permanentWillpower'>,
  wonder: NewWonder,
  meta: (dot: number) => XpEventMeta,
  background: { max?: number; name?: string } = {},
): WonderPurchaseResult<C> {
  const { dots, cost } = wonderExperienceCost(character, type, wonder);
  if (cost > character.exp) return { ok: false, reason: 'not_enough_xp', cost };
  let next = character;
  for (let dot = 0; dot < dots; dot += 1) {
    const bought = applyM20Purchase(next, backgroundDot(background.max ?? defaultWonderBackgroundMax, background.name), meta(dot));
    if (!bought.ok) return { ok: false, reason: bought.reason, cost };
    next = bought.character;
  }
  const added = addWonder(next, type, wonder);
  if (!added.ok) return { ok: false, reason: added.reason, cost };
  return { ok: true, character: added.character, cost, dots };
}

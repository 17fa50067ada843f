import { failingRestriction } from '../../../content/restriction-resolver.ts';
import type { TraitBlocker, TraitReasonDetails } from '../../../fifth-edition/creation/traits.ts';
import type { TraitSide } from '../../../fifth-edition/creation/owned-traits.ts';
import type { TraitPack } from '../../../fifth-edition/trait-packs.ts';
import type { PredatorAction } from '../content/actions.ts';
import type { PredatorType } from '../content/predator-types.ts';
import type { V5Character as Character } from '../schema.ts';
import type { ActionContent } from './actions.ts';
import { restrictionContextOf } from './context.ts';
import { traitOptions } from './traits.ts';

/**
 * Why a merit, background or flaw a clan or predator type grants cannot go to this character:
 * the same rules the merits step and the leveling mode apply (a Nosferatu takes no Looks merit,
 * V5 corebook, Clans: Nosferatu bane; one Looks trait at most). Cost and "owned" do not count,
 * a grant is free and may repeat what the sheet has.
 */
export interface GrantRefusal {
  /** Name of the granted trait ("Schön"); `null` when the predator type itself is restricted. */
  trait: string | null;
  reasons: TraitBlocker[];
  details: TraitReasonDetails;
}

const grantBlockers: readonly TraitBlocker[] = ['restricted', 'not_combinable'];

type Of<T extends PredatorAction['type']> = Extract<PredatorAction, { type: T }>;

function packOf(content: ActionContent, type: 'merit' | 'background' | 'merits' | 'backgrounds', id: number): TraitPack | undefined {
  return (type.startsWith('merit') ? content.merits : content.backgrounds).find((entry) => entry.id === id);
}

/** The refusal of one granted trait, `null` when it may go to the character (or is unknown: that fails later, as before). */
export function grantRefusal(character: Character, pack: TraitPack | undefined, side: TraitSide, traitId: number): GrantRefusal | null {
  if (!pack) return null;
  const option = traitOptions(character, pack, side).find((entry) => entry.trait.id === traitId);
  const reasons = option?.reasons.filter((reason) => grantBlockers.includes(reason)) ?? [];
  return option && reasons.length > 0 ? { trait: option.trait.name, reasons, details: option.details } : null;
}

/** Indexes of the `add_flaw` choices the character may take (the others are never offered). */
export function allowedFlawChoices(character: Character, action: Of<'add_flaw'>, content: ActionContent): number[] {
  return action.data.choices.flatMap((choice, index) => (grantRefusal(character, packOf(content, choice.type, choice.id), 'disadvantages', choice.flawId) ? [] : [index]));
}

/**
 * Why an action cannot be applied to this character at all: a granted merit or background it may
 * not take, or a flaw choice none of whose options it may take. `null` = fine (a choice with an
 * allowed alternative is fine: the alternative is offered instead).
 */
export function actionRefusal(character: Character, action: PredatorAction, content: ActionContent): GrantRefusal | null {
  switch (action.type) {
    case 'add_merit':
      return grantRefusal(character, packOf(content, 'merit', action.data.meritId), 'advantages', action.data.levelId);
    case 'add_background':
      return grantRefusal(character, packOf(content, 'background', action.data.backgroundId), 'advantages', action.data.levelId);
    case 'add_flaw': {
      if (allowedFlawChoices(character, action, content).length > 0) return null;
      const [first] = action.data.choices;
      return first ? grantRefusal(character, packOf(content, first.type, first.id), 'disadvantages', first.flawId) : null;
    }
    default:
      return null;
  }
}

/** Why the character may not take this predator type: its own restriction, or the first grant it cannot receive. */
export function predatorTypeRefusal(character: Character, predatorType: PredatorType, content: ActionContent): GrantRefusal | null {
  const restriction = failingRestriction(predatorType.restriction, restrictionContextOf(character));
  if (restriction) return { trait: null, reasons: ['restricted'], details: { restriction } };
  for (const action of predatorType.actions) {
    const refusal = actionRefusal(character, action, content);
    if (refusal) return refusal;
  }
  return null;
}

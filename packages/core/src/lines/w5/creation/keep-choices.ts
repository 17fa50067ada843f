import type { W5Content } from '../content/files.ts';
import type { GiftGroupKind } from '../keys.ts';
import type { W5Character } from '../schema.ts';
import { chooseTribe } from './auspice-tribe.ts';
import { creationGiftKinds, creationGiftOptions, creationRiteOptions } from './gifts.ts';
import { renownStepProblems } from './renown.ts';

/** The content that decides whether a later choice still fits. */
export type W5CarryContent = Pick<W5Content, 'auspices' | 'tribes' | 'gifts' | 'rites'>;

/** A choice of a later step that no longer fits after an earlier change, named so the wizard can say so first. */
export type W5DroppedChoice =
  | { kind: 'tribe'; name: string }
  /** The Renown laid out for the old tribe (two dots in its Renown); the new tribe's layout is suggested instead. */
  | { kind: 'renown' }
  | { kind: 'gift'; name: string; group: GiftGroupKind }
  | { kind: 'rite'; name: string };

export interface W5Carried {
  character: W5Character;
  dropped: W5DroppedChoice[];
}

const isCreationKind = (group: string | undefined): group is GiftGroupKind => (creationGiftKinds as readonly string[]).includes(group ?? '');

/** The Gifts and the rite chosen in the wizard that the changed character can still take. */
function carryGifts(chosen: W5Character, entered: W5Character, content: W5CarryContent): W5Carried {
  const dropped: W5DroppedChoice[] = [];
  const gifts = chosen.gifts.filter((owned) => {
    const group = owned.group;
    if (!isCreationKind(group)) return true;
    // Unverified Gifts stay when the player showed and chose them; only the character's own groups count.
    const open = creationGiftOptions({ ...entered, gifts: [] }, content.gifts, group, { includeUnverified: true }).some((gift) => String(gift.id) === String(owned.id));
    if (!open) dropped.push({ kind: 'gift', name: owned.name, group });
    return open;
  });
  const openRites = creationRiteOptions(entered, content.rites, { includeUnverified: true });
  const rites = chosen.rites.filter((owned) => {
    const open = openRites.some((rite) => String(rite.id) === String(owned.id));
    if (!open) dropped.push({ kind: 'rite', name: owned.name });
    return open;
  });
  return { character: { ...entered, gifts, rites }, dropped };
}

/**
 * Going back in the Werewolf wizard, changing the auspice or the tribe and going forward again: a
 * later step's choices (`chosen`, the character as that step was left) laid onto what the earlier
 * steps make now (`entered`). Attributes, skills, advantages and flaws and the touchstones always
 * fit (nothing earlier limits them); the tribe fits any auspice; the Renown fits while its two dots
 * sit in the (new) tribe's Renown; a Gift fits while it belongs to the new auspice or tribe (or is
 * native) and the Renown reaches it. `null` for a step with nothing to carry (it starts fresh).
 */
export function carryW5Step(step: string, chosen: W5Character, entered: W5Character, content: W5CarryContent): W5Carried | null {
  switch (step) {
    case 'tribe': {
      const tribe = content.tribes.find((entry) => entry.id === chosen.tribe);
      if (!tribe) return { character: entered, dropped: chosen.tribe ? [{ kind: 'tribe', name: chosen.tribeName }] : [] };
      const auspice = content.auspices.find((entry) => entry.id === entered.auspice);
      return { character: chooseTribe(entered, tribe, auspice), dropped: [] };
    }
    case 'attributes':
      return {
        character: { ...entered, categories: entered.categories.map((category) => ({ ...category, attributes: chosen.categories.find((c) => c.name === category.name)?.attributes ?? category.attributes })) },
        dropped: [],
      };
    case 'skills':
      return {
        character: { ...entered, skillspread: chosen.skillspread, categories: entered.categories.map((category) => ({ ...category, skills: chosen.categories.find((c) => c.name === category.name)?.skills ?? category.skills })) },
        dropped: [],
      };
    case 'traits':
      return { character: { ...entered, merits: chosen.merits, backgrounds: chosen.backgrounds }, dropped: [] };
    case 'renown': {
      const tribe = content.tribes.find((entry) => entry.id === entered.tribe);
      if (tribe && renownStepProblems(chosen, tribe.favoredRenown).length === 0) return { character: { ...entered, renown: chosen.renown }, dropped: [] };
      const changed = JSON.stringify(chosen.renown) !== JSON.stringify(entered.renown);
      return { character: entered, dropped: changed ? [{ kind: 'renown' }] : [] };
    }
    case 'gifts':
      return carryGifts(chosen, entered, content);
    case 'identity': {
      const { touchstones, chroniclePrinciples, concept, ambition, desire } = chosen;
      return { character: { ...entered, touchstones, chroniclePrinciples, concept, ambition, desire }, dropped: [] };
    }
    default:
      return null;
  }
}

/**
 * What an earlier change would drop of the later steps' choices (`later`: the steps ahead, nearest
 * first, as they were left), found by carrying them forward one by one as "weiter" will.
 */
export function w5ChoicesDropped(later: ReadonlyArray<{ step: string; character: W5Character }>, changed: W5Character, content: W5CarryContent): W5DroppedChoice[] {
  const dropped: W5DroppedChoice[] = [];
  let current = changed;
  for (const entry of later) {
    const carried = carryW5Step(entry.step, entry.character, current, content);
    if (!carried) break;
    dropped.push(...carried.dropped);
    current = carried.character;
  }
  return dropped;
}

/**
 * What changing `current` into `changed` would drop that is not dropped already: after one change
 * (another auspice) the later steps still hold the choices it will drop when "weiter" reaches them;
 * a second change (another tribe) names only its own losses.
 */
export function w5ChoicesDroppedBy(later: ReadonlyArray<{ step: string; character: W5Character }>, current: W5Character, changed: W5Character, content: W5CarryContent): W5DroppedChoice[] {
  const pending = new Set(w5ChoicesDropped(later, current, content).map((choice) => JSON.stringify(choice)));
  return w5ChoicesDropped(later, changed, content).filter((choice) => !pending.has(JSON.stringify(choice)));
}

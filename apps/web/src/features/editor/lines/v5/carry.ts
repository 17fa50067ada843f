import type { ForwardEntry } from '../../../../lib/characters/creation-draft.ts';
import { isAllowed } from '@vitae/core/content';
import { clanDisciplines, restrictionContextOf, type V5Character, type V5Content } from '@vitae/core/v5';

type Later = ForwardEntry & { character: V5Character; entered?: V5Character };
type Carried = { character: V5Character; state: Record<string, unknown> } | null;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The categories of `base` with the attribute values (or skill values and spread) the player set later. */
function withValues(base: V5Character, from: V5Character, kind: 'attributes' | 'skills'): V5Character['categories'] {
  return base.categories.map((category) => {
    const source = from.categories.find((c) => c.name === category.name);
    if (kind === 'attributes') return { ...category, attributes: category.attributes.map((a) => ({ ...a, value: source?.attributes.find((s) => s.key === a.key)?.value ?? a.value })) };
    // Skill values are the player's; specialities granted by the predator type stay those of `base`.
    return { ...category, skills: category.skills.map((skill) => ({ ...skill, value: source?.skills.find((s) => s.key === skill.key)?.value ?? skill.value })) };
  });
}

/**
 * Going back in the Vampire wizard and forward again keeps what is still valid: the predator type
 * while it is still open to the character, attributes and skills always (nothing earlier limits
 * them), the disciplines with their powers, rituals and ceremonies while the clan disciplines, the
 * predator type's discipline points and the blood potency are unchanged, merits and flaws while
 * the grants of clan and predator type are. Anything else starts that step fresh.
 */
export function carryV5(later: Later, entered: V5Character, content: V5Content): Carried {
  const before = later.entered;
  if (before && same(before, entered)) return { character: later.character, state: later.state };
  switch (later.step) {
    case 'predator-type': {
      // The books do not change in the wizard; the clan, generation or blood potency may have.
      const type = content.predatorTypes.find((entry) => entry.id === (later.state as { predatorTypeId?: number }).predatorTypeId);
      return type && isAllowed(type.restriction, restrictionContextOf(entered)) ? { character: entered, state: later.state } : null;
    }
    case 'attributes':
      return { character: { ...entered, categories: withValues(entered, later.character, 'attributes') }, state: later.state };
    case 'skills':
      return { character: { ...entered, skillspread: later.character.skillspread, categories: withValues(entered, later.character, 'skills') }, state: later.state };
    case 'disciplines': {
      if (!before) return null;
      const clanIds = (c: V5Character) => clanDisciplines(c, content.disciplines).map((d) => d.id);
      const unchanged = same(clanIds(before), clanIds(entered)) && same(before.disciplines, entered.disciplines) && before.bloodPotency === entered.bloodPotency;
      if (!unchanged) return null;
      const chosen = (later.state as { beforeChoice?: unknown }).beforeChoice !== undefined;
      return {
        character: { ...entered, disciplines: later.character.disciplines, bloodRituals: later.character.bloodRituals, oblivionCeremonies: later.character.oblivionCeremonies },
        state: chosen ? { ...later.state, beforeChoice: entered } : later.state,
      };
    }
    case 'traits': {
      if (!before) return null;
      const grantsUnchanged = same(before.merits, entered.merits) && same(before.backgrounds, entered.backgrounds) && same(before.requiredPointSpreads, entered.requiredPointSpreads) && before.generation === entered.generation && same(before.clan, entered.clan);
      if (!grantsUnchanged) return null;
      return { character: { ...entered, merits: later.character.merits, backgrounds: later.character.backgrounds, convictions: later.character.convictions }, state: later.state };
    }
    default:
      return null;
  }
}

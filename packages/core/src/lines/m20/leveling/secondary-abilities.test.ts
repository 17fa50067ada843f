import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../../../character/blank.ts';
import type { M20Character } from '../schema.ts';
import { applyM20Purchase, m20PurchaseCost, undoM20 } from './index.ts';

// Issue #46 item 22: secondary abilities (content m20/Abilities.json, `secondary: true`) are learned
// and raised with XP at the abilities' prices: a new ability 3, then current rating × 2 (M20 core
// p. 336; rules.json xpCosts.newAbility / ability).
const now = '2025-03-01T20:15:00.000Z';
const mage = (abilities: Partial<M20Character['abilities']> = {}): M20Character => ({ ...blankCharacter('m20', { name: 'Ada' }), exp: 50, abilities: { talents: {}, skills: {}, knowledges: {}, ...abilities } });

describe('secondary abilities with XP', () => {
  it.each<[string, M20Character, 'talents' | 'skills' | 'knowledges', string, number, number]>([
    ['Zechen (Carousing) learned: 3', mage(), 'talents', 'carousing', 3, 1],
    ['Hohes Ritual (High Ritual) learned: 3', mage(), 'talents', 'highRitual', 3, 1],
    ['Hohes Ritual 1 → 2: 2', mage({ talents: { highRitual: 1 } }), 'talents', 'highRitual', 2, 2],
    ['Akrobatik (Acrobatics) 2 → 3: 4', mage({ skills: { acrobatics: 2 } }), 'skills', 'acrobatics', 4, 3],
    ['Geheimwissen (Lore) 4 → 5: 8', mage({ knowledges: { lore: 4 } }), 'knowledges', 'lore', 8, 5],
  ])('%s', (_name, start, category, id, cost, level) => {
    const purchase = { kind: 'ability' as const, category, id };
    expect(m20PurchaseCost(start, purchase)).toBe(cost);
    const bought = applyM20Purchase(start, purchase, { id: 'e1', now });
    if (!bought.ok) throw new Error(bought.reason);
    expect(bought.character.abilities[category][id]).toBe(level);
    expect(bought.character.exp).toBe(50 - cost);
    const undone = undoM20(bought.character);
    expect(undone.ok && undone.character).toEqual(start);
  });
});

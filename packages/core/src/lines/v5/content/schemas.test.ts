import { describe, expect, it } from 'vitest';
import { predatorActionSchema, predatorActionTypes } from './actions.ts';
import { powerKey, powerSchema, powersByLevel } from './disciplines.ts';
import { restrictionSchema, restrictionTypes } from '../../../content/restriction.ts';
import { traitPackSchema } from '../../../fifth-edition/trait-packs.ts';

const sampleActions = {
  additional_specialization: { choices: [{ skill: 'bra', specialty: 'Ringen', freeInput: false }] },
  discipline_point: { choices: [{ id: 3, restriction: { type: 'only_clans', data: [1, 12] } }, { id: 6 }] },
  humanity_change: { amount: -1 },
  add_merit: { meritId: 3, levelId: 2 },
  add_background: { backgroundId: 7, levelId: 2 },
  add_background_points: { amount: 3, backgroundId: 2 },
  add_flaw: { choices: [{ type: 'merit', id: 3, flawId: 2, customLevel: 2, suffix: 'keine Sterblichen' }] },
  blood_potency_change: { amount: 1 },
  spend_background_points_between: { points: 3, choices: [2, 10] },
  spend_flaw_points_between: { points: 2, choices: [{ type: 'backgrounds', id: 4 }] },
} satisfies Record<(typeof predatorActionTypes)[number], unknown>;

describe('predator actions', () => {
  it.each(predatorActionTypes)('%s parses with its data', (type) => {
    expect(predatorActionSchema.parse({ type, data: sampleActions[type] }).type).toBe(type);
  });

  it('rejects an unknown action type and data of another type', () => {
    expect(predatorActionSchema.safeParse({ type: 'add_gold', data: {} }).success).toBe(false);
    expect(predatorActionSchema.safeParse({ type: 'add_merit', data: sampleActions.add_background }).success).toBe(false);
  });

  it('defaults optional fields of flaw choices and discipline choices', () => {
    const flaw = predatorActionSchema.parse({ type: 'add_flaw', data: { choices: [{ type: 'background', id: 4, flawId: 1 }] } });
    expect(flaw).toEqual({ type: 'add_flaw', data: { choices: [{ type: 'background', id: 4, flawId: 1, customLevel: null, suffix: null }] } });
    const point = predatorActionSchema.parse({ type: 'discipline_point', data: { choices: [{ id: 4 }] } });
    expect(point).toEqual({ type: 'discipline_point', data: { choices: [{ id: 4, restriction: null }] } });
  });
});

describe('restrictions', () => {
  it('has exactly the six spec types', () => {
    expect(restrictionTypes).toHaveLength(6);
    for (const type of restrictionTypes) expect(restrictionSchema.options.some((o) => o.shape.type.value === type)).toBe(true);
  });

  it('rejects an unknown type', () => {
    expect(restrictionSchema.safeParse({ type: 'max_humanity', data: 3 }).success).toBe(false);
  });
});

describe('powers', () => {
  const power = { key: powerKey(6, 3, 5), id: 5, level: 3, name: 'Entzücken', summary: '' };

  it('builds keys as discipline-level-id and fills defaults', () => {
    expect(power.key).toBe('6-3-5');
    expect(powerSchema.parse(power)).toMatchObject({ amalgam: null, prerequisite: null, minBloodPotency: null, multiple: false, dicePool: null });
  });

  it.each(['6-11-5', '6-0-5', '6-3', 'x-3-5'])('rejects the key %s', (key) => {
    expect(powerSchema.safeParse({ ...power, key }).success).toBe(false);
  });

  it('groups powers by level 1–10', () => {
    const parsed = powerSchema.parse(power);
    const levels = powersByLevel({ powers: [parsed] });
    expect([...levels.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(levels.get(3)).toEqual([parsed]);
    expect(levels.get(1)).toEqual([]);
  });
});

describe('trait packs', () => {
  it('defaults level, flags, special rules and actions', () => {
    const pack = traitPackSchema.parse({
      id: 5,
      type: 'merits',
      name: 'Sprachen',
      description: '',
      advantages: [],
      disadvantages: [{ id: 1, name: 'Analphabet', description: '', actions: [{ type: 'cap_skill', data: { skill: 'aca', value: 1 } }] }],
    });
    expect(pack.specialRules).toBe('none');
    expect(pack.disadvantages[0]).toMatchObject({ level: 1, isRepeatable: false, restriction: null, requirement: null });
  });

  it('rejects a cap_skill on an unknown skill', () => {
    const trait = { id: 1, name: 'x', description: '', actions: [{ type: 'cap_skill', data: { skill: 'xyz', value: 1 } }] };
    expect(traitPackSchema.safeParse({ id: 1, type: 'merits', name: 'x', description: '', advantages: [], disadvantages: [trait] }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { V5Character as Character } from '../schema.ts';
import type { RestrictionLike } from '../../../content/restriction-resolver.ts';
import type { TraitPack } from '../../../fifth-edition/trait-packs.ts';
import { backgroundPack, meritPack, trait, withSkillValue } from '../leveling/test-fixtures.ts';
import { applyEraStart } from './era.ts';
import { addOwnedTrait, customPackId, ownedTraitsOf, type OwnedTraitRef, type TraitSide } from '../../../fifth-edition/creation/owned-traits.ts';
import { addPointSpread } from '../../../fifth-edition/creation/point-spreads.ts';
import {
  addCreationTrait,
  addCustomTrait,
  baseTraitBudget,
  convictionProblems,
  packsWithOptions,
  removeCreationTrait,
  removeTraitProblem,
  spreadPointsFor,
  statusBackgroundId,
  traitBudget,
  traitOptions,
  traitPointsUsed,
  traitStepProblems,
  type CustomTraitInput,
} from './traits.ts';
import { caitiff, contactsPack, famePack, feedingPack, fresh, havenPack, languagesPack, ofClan, pack, statusPack, tremere, ventrue } from './test-fixtures.ts';

function add(character: Character, p: TraitPack, side: TraitSide, id: number, level?: number, suffix?: string): Character {
  const result = addCreationTrait(character, p, side, id, level, suffix);
  if (!result.ok) throw new Error(`trait ${p.id}/${id}: ${result.problem}`);
  return result.character;
}

const reasonsOf = (character: Character, p: TraitPack, side: TraitSide, id: number) => traitOptions(character, p, side).find((o) => o.trait.id === id)?.reasons;
/** A predator-type grant: locked and not manual. */
const grant = (character: Character, p: TraitPack, side: TraitSide, id: number) => {
  const found = (side === 'advantages' ? p.advantages : p.disadvantages).find((t) => t.id === id);
  if (!found) throw new Error('fixture');
  return addOwnedTrait(character, p, side, found, { locked: true, manual: false });
};
const contacts = (points: number) => ({ type: 'backgrounds' as const, isFlaw: false, packId: 2, points });
const convictions = [{ conviction: 'Keine Kinder', touchstone: 'Lena' }];

describe('traitBudget', () => {
  it('is 7 advantage points to spend and at least 2 flaw points', () => {
    expect(baseTraitBudget).toEqual({ advantages: 7, flaws: 2 });
  });

  it.each([
    ['children', [], { advantages: 7, flaws: 2 }],
    ['newborn', [], { advantages: 7, flaws: 2 }],
    ['older', [], { advantages: 7, flaws: 2 }],
    ['ancillae', [], { advantages: 9, flaws: 4 }],
    ['children', [contacts(3)], { advantages: 10, flaws: 2 }],
    ['ancillae', [contacts(3)], { advantages: 12, flaws: 4 }],
    ['children', [{ type: 'backgrounds', isFlaw: false, packId: 3, points: 1 }, { type: 'backgrounds', isFlaw: false, packId: 6, points: 2 }], { advantages: 10, flaws: 2 }],
    ['children', [{ type: 'backgrounds', isFlaw: true, packId: 3, points: 2 }], { advantages: 7, flaws: 4 }],
  ] as const)('%s with spreads %j → %j', (era, spreads, expected) => {
    const character = spreads.reduce<Character>((c, s) => addPointSpread(c, s), applyEraStart(fresh(), era, 12));
    expect(traitBudget(character)).toEqual(expected);
  });

  it('spreadPointsFor shows the extra points of one pack and side', () => {
    const character = addPointSpread(addPointSpread(fresh(), contacts(3)), { type: 'backgrounds', isFlaw: true, packId: 2, points: 1 });
    expect(spreadPointsFor(character, 'backgrounds', 2, 'advantages')).toBe(3);
    expect(spreadPointsFor(character, 'backgrounds', 2, 'disadvantages')).toBe(1);
    expect(spreadPointsFor(character, 'merits', 2, 'advantages')).toBe(0);
  });
});

describe('traitPointsUsed', () => {
  it('counts only manual traits, at their chosen level', () => {
    let c = ofClan(tremere);
    c = grant(c, feedingPack, 'advantages', 2);
    c = grant(c, famePack, 'disadvantages', 1);
    expect(traitPointsUsed(c)).toEqual({ advantages: 0, flaws: 0 });
    c = add(c, contactsPack, 'advantages', 1, 3);
    c = add(c, meritPack, 'disadvantages', 2);
    expect(traitPointsUsed(c)).toEqual({ advantages: 3, flaws: 2 });
  });
});

describe('traitOptions', () => {
  const tremereChar = ofClan(tremere);

  it.each<[string, Character, TraitPack, TraitSide, number, string[]]>([
    ['a plain merit', tremereChar, meritPack, 'advantages', 1, []],
    ['a merit that needs another first', tremereChar, meritPack, 'advantages', 3, ['requirement']],
    ['a merit that needs another, which is owned', add(tremereChar, meritPack, 'advantages', 1), meritPack, 'advantages', 3, []],
    ['an owned merit', add(tremereChar, meritPack, 'advantages', 1), meritPack, 'advantages', 1, ['owned']],
    ['a repeatable merit, owned once', add(tremereChar, meritPack, 'advantages', 2), meritPack, 'advantages', 2, []],
    ['a merit limited to two copies, owned once', add(tremereChar, meritPack, 'advantages', 5), meritPack, 'advantages', 5, []],
    ['a merit limited to two copies, owned twice', add(add(tremereChar, meritPack, 'advantages', 5), meritPack, 'advantages', 5), meritPack, 'advantages', 5, ['owned']],
    ['a Ventrue-only merit for a Tremere', tremereChar, meritPack, 'advantages', 4, ['restricted']],
    ['a Ventrue-only merit for a Ventrue', ofClan(ventrue), meritPack, 'advantages', 4, []],
    ['a merit granted locked by the predator type', grant(tremereChar, meritPack, 'advantages', 1), meritPack, 'advantages', 1, ['owned']],
    ['a merit above the points left', add(add(tremereChar, contactsPack, 'advantages', 3, 5), meritPack, 'advantages', 1, 2), meritPack, 'advantages', 5, ['too_expensive']],
    ['a merit of 3 with 2 points left', add(tremereChar, contactsPack, 'advantages', 3, 5), meritPack, 'advantages', 2, ['too_expensive']],
    ['a flaw, whatever the advantage points', add(add(tremereChar, contactsPack, 'advantages', 3, 5), meritPack, 'advantages', 1, 2), meritPack, 'disadvantages', 2, []],
    ['Status for a Caitiff', ofClan(caitiff), statusPack, 'advantages', 1, ['caitiff_status']],
    ['a Status flaw for a Caitiff', ofClan(caitiff), statusPack, 'disadvantages', 2, []],
    ['Status for a Tremere', tremereChar, statusPack, 'advantages', 1, []],
    ['a haven extra without a size', tremereChar, havenPack, 'advantages', 3, ['requirement']],
    ['a haven extra with size 1', add(tremereChar, havenPack, 'advantages', 1), havenPack, 'advantages', 3, []],
    ['a haven extra needing size 2, with size 1', add(tremereChar, havenPack, 'advantages', 1), havenPack, 'advantages', 4, ['requirement']],
    ['Analphabet with Academics at 2', withSkillValue(tremereChar, 'aca', 2), languagesPack, 'disadvantages', 1, ['skill_over_cap']],
    ['Analphabet with Academics at 1', withSkillValue(tremereChar, 'aca', 1), languagesPack, 'disadvantages', 1, []],
  ])('%s → %j', (_name, character, p, side, id, expected) => {
    expect(reasonsOf(character, p, side, id)).toEqual(expected);
  });

  it('a pack that is not combinable blocks a second trait', () => {
    const single = { ...meritPack, isCombinable: false };
    const owned = add(tremereChar, single, 'advantages', 1);
    expect(reasonsOf(owned, single, 'advantages', 2)).toEqual(['not_combinable']);
  });

  it('restrictRepeats.size: another copy only while the size trait is owned', () => {
    const library = pack('backgrounds', 6, 'Zuflucht', [trait(1, 1), trait(8, 1, { isRepeatable: true, restrictRepeats: { size: 1, amount: 2 } })], []);
    expect(reasonsOf(tremereChar, library, 'advantages', 8)).toEqual(['requirement']);
    expect(reasonsOf(add(tremereChar, library, 'advantages', 1), library, 'advantages', 8)).toEqual([]);
  });

  it.each<[string, RestrictionLike, Character, boolean]>([
    ['only_clans', { type: 'only_clans', data: [12] }, tremereChar, true],
    ['only_clans (other clan)', { type: 'only_clans', data: [14] }, tremereChar, false],
    ['exclude_clans', { type: 'exclude_clans', data: [12] }, tremereChar, false],
    ['minimum_character_value humanity 7', { type: 'minimum_character_value', data: { key: 'humanity', value: 7 } }, tremereChar, true],
    ['minimum_character_value humanity 8', { type: 'minimum_character_value', data: { key: 'humanity', value: 8 } }, tremereChar, false],
    ['book_activated (core)', { type: 'book_activated', data: [1] }, tremereChar, true],
    ['book_activated (not selected)', { type: 'book_activated', data: [3, 5] }, tremereChar, false],
    ['max_generation 11 at generation 13', { type: 'max_generation', data: 11 }, tremereChar, false],
    ['max_generation 11 at generation 11', { type: 'max_generation', data: 11 }, ofClan(tremere, { generation: 11 }), true],
    ['max_blood_potency 2 at 1', { type: 'max_blood_potency', data: 2 }, tremereChar, true],
    ['max_blood_potency 2 at 3', { type: 'max_blood_potency', data: 2 }, ofClan(tremere, { bloodPotency: 3 }), false],
    ['an unknown type', { type: 'only_on_full_moon', data: [] }, tremereChar, false],
  ])('a pack restricted by %s is allowed: %s', (_name, restriction, character, allowed) => {
    const restricted = { ...meritPack, restriction } as TraitPack;
    expect(reasonsOf(character, restricted, 'advantages', 1)).toEqual(allowed ? [] : ['restricted']);
    expect(packsWithOptions(character, [restricted], 'advantages')).toHaveLength(allowed ? 1 : 0);
  });

  it('offers advantage levels from the trait level up to the points left (at most 5)', () => {
    const option = (c: Character, id: number) => traitOptions(c, contactsPack, 'advantages').find((o) => o.trait.id === id);
    expect(option(tremereChar, 2)).toMatchObject({ minLevel: 2, maxLevel: 5 });
    const four = add(tremereChar, meritPack, 'advantages', 2, 4);
    expect(option(four, 2)).toMatchObject({ minLevel: 2, maxLevel: 3 });
    expect(traitOptions(tremereChar, meritPack, 'disadvantages').map((o) => [o.minLevel, o.maxLevel])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('packsWithOptions leaves out packs with nothing to take', () => {
    expect(packsWithOptions(ofClan(caitiff), [statusPack, contactsPack], 'advantages').map((p) => p.id)).toEqual([2]);
    expect(packsWithOptions(ofClan(caitiff), [statusPack, contactsPack], 'disadvantages').map((p) => p.id)).toEqual([statusBackgroundId]);
  });
});

describe('addCreationTrait', () => {
  const tremereChar = ofClan(tremere);

  it('adds a manual, removable trait with its chosen level and suffix', () => {
    const c = add(tremereChar, contactsPack, 'advantages', 1, 3, '  Polizei ');
    expect(ownedTraitsOf(c, 'backgrounds', 2, 'advantages')).toEqual([expect.objectContaining({ id: 1, level: 1, customLevel: 3, suffix: 'Polizei', isManual: true, isLocked: false })]);
    expect(c.backgrounds.packs[0]?.pack).toEqual({ id: 2, type: 'backgrounds', name: 'Kontakte', description: '', isCombinable: true, specialRules: 'none', restriction: null });
  });

  it.each<[string, TraitPack, TraitSide, number, number | undefined, string]>([
    ['an unknown trait', contactsPack, 'advantages', 9, undefined, 'not_found'],
    ['a level below the trait level', contactsPack, 'advantages', 2, 1, 'invalid_level'],
    ['a level above the points left', contactsPack, 'advantages', 1, 8, 'invalid_level'],
    ['a fractional level', contactsPack, 'advantages', 1, 1.5, 'invalid_level'],
    ['a flaw above its level', meritPack, 'disadvantages', 1, 2, 'invalid_level'],
    ['a restricted trait', meritPack, 'advantages', 4, undefined, 'restricted'],
    ['a trait whose requirement is missing', meritPack, 'advantages', 3, undefined, 'requirement'],
  ])('refuses %s', (_name, p, side, id, level, problem) => {
    expect(addCreationTrait(tremereChar, p, side, id, level)).toEqual({ ok: false, problem });
  });

  it('refuses a merit over budget', () => {
    const full = add(tremereChar, contactsPack, 'advantages', 1, 5);
    expect(addCreationTrait(full, contactsPack, 'advantages', 3)).toEqual({ ok: false, problem: 'too_expensive' });
    expect(addCreationTrait(full, meritPack, 'advantages', 1, 3)).toEqual({ ok: false, problem: 'invalid_level' });
  });

  it('refuses Status advantages to a Caitiff', () => {
    expect(addCreationTrait(ofClan(caitiff), statusPack, 'advantages', 1)).toEqual({ ok: false, problem: 'caitiff_status' });
  });
});

describe('addCustomTrait', () => {
  const input: CustomTraitInput = { type: 'merits', side: 'advantages', level: 2, name: ' Glückspilz ', description: ' Immer Glück ', suffix: ' beim Würfeln ', id: 42_000 };

  it('keeps the trait in the custom pack, marked for the storyteller, and counts it', () => {
    const result = addCustomTrait(ofClan(tremere), input);
    if (!result.ok) throw new Error(result.problem);
    expect(ownedTraitsOf(result.character, 'merits', customPackId, 'advantages')).toEqual([
      expect.objectContaining({ id: 42_000, level: 2, name: 'Glückspilz', description: 'Immer Glück', suffix: 'beim Würfeln', isCustom: true, needsApproval: true, isManual: true, isLocked: false }),
    ]);
    expect(customPackId).toBe(-42);
    expect(traitPointsUsed(result.character)).toEqual({ advantages: 2, flaws: 0 });
  });

  it('a custom flaw counts as flaw points', () => {
    const result = addCustomTrait(ofClan(tremere), { ...input, type: 'backgrounds', side: 'disadvantages', level: 3 });
    expect(result.ok && traitPointsUsed(result.character)).toEqual({ advantages: 0, flaws: 3 });
  });

  it.each<[string, Partial<CustomTraitInput>, string]>([
    ['no name', { name: '  ' }, 'name_missing'],
    ['level 0', { level: 0 }, 'invalid_level'],
    ['level 6', { level: 6 }, 'invalid_level'],
    ['a fractional level', { level: 1.5 }, 'invalid_level'],
  ])('refuses %s', (_name, change, problem) => {
    expect(addCustomTrait(ofClan(tremere), { ...input, ...change })).toEqual({ ok: false, problem });
  });

  it('refuses an advantage over budget, not a flaw', () => {
    const full = add(ofClan(tremere), contactsPack, 'advantages', 1, 5);
    expect(addCustomTrait(full, { ...input, level: 3 })).toEqual({ ok: false, problem: 'too_expensive' });
    expect(addCustomTrait(full, { ...input, level: 3, side: 'disadvantages' }).ok).toBe(true);
  });
});

describe('removing traits', () => {
  const ref = (type: OwnedTraitRef['type'], packId: number, side: TraitSide, index: number): OwnedTraitRef => ({ type, packId, side, index });

  it('removes a manual trait; an emptied pack leaves the sheet', () => {
    const c = add(ofClan(tremere), contactsPack, 'advantages', 1);
    expect(removeTraitProblem(c, ref('backgrounds', 2, 'advantages', 0))).toBeNull();
    expect(removeCreationTrait(c, ref('backgrounds', 2, 'advantages', 0)).backgrounds.packs).toEqual([]);
  });

  it.each([
    ['a locked predator-type grant', grant(ofClan(tremere), famePack, 'disadvantages', 1), ref('backgrounds', 3, 'disadvantages', 0), 'locked'],
    ['a locked clan flaw', grant(ofClan(caitiff), statusPack, 'disadvantages', 1), ref('backgrounds', 11, 'disadvantages', 0), 'locked'],
    ['a trait that is not there', ofClan(tremere), ref('backgrounds', 2, 'advantages', 0), 'not_found'],
    ['a haven size an extra needs', add(add(ofClan(tremere), havenPack, 'advantages', 1), havenPack, 'advantages', 3), ref('backgrounds', 6, 'advantages', 0), 'required'],
    ['the merit another merit needs', add(add(ofClan(tremere), meritPack, 'advantages', 1), meritPack, 'advantages', 3), ref('merits', 7, 'advantages', 0), 'required'],
  ] as const)('refuses %s', (_name, c, r, problem) => {
    expect(removeTraitProblem(c, r)).toBe(problem);
    expect(removeCreationTrait(c, r)).toBe(c);
  });

  it('a haven size may go while another size still carries the extra', () => {
    const c = add(add(add(ofClan(tremere), havenPack, 'advantages', 1), havenPack, 'advantages', 2), havenPack, 'advantages', 3);
    expect(removeTraitProblem(c, ref('backgrounds', 6, 'advantages', 0))).toBeNull();
    expect(ownedTraitsOf(removeCreationTrait(c, ref('backgrounds', 6, 'advantages', 0)), 'backgrounds', 6, 'advantages').map((t) => t.id)).toEqual([2, 3]);
  });

  it('the haven size a size-bound extra (Bibliothek) needs stays while the extra is owned', () => {
    const library = pack('backgrounds', 6, 'Zuflucht', [trait(1, 1), trait(2, 2), trait(8, 1, { restrictRepeats: { size: 1, amount: 1 } })], []);
    const c = add(add(add(ofClan(tremere), library, 'advantages', 1), library, 'advantages', 2), library, 'advantages', 8);
    expect(removeTraitProblem(c, ref('backgrounds', 6, 'advantages', 0))).toBe('required');
    expect(removeTraitProblem(c, ref('backgrounds', 6, 'advantages', 1))).toBeNull();
  });

  it('the extra itself may always go', () => {
    const c = add(add(ofClan(tremere), havenPack, 'advantages', 1), havenPack, 'advantages', 3);
    expect(ownedTraitsOf(removeCreationTrait(c, ref('backgrounds', 6, 'advantages', 1)), 'backgrounds', 6, 'advantages').map((t) => t.id)).toEqual([1]);
  });

  it('removes the copy it is pointed at, keeping the others', () => {
    const c = add(add(ofClan(tremere), backgroundPack, 'advantages', 5), backgroundPack, 'advantages', 1);
    const after = removeCreationTrait(c, ref('backgrounds', 9, 'advantages', 0));
    expect(ownedTraitsOf(after, 'backgrounds', 9, 'advantages').map((t) => t.id)).toEqual([1]);
  });
});

describe('convictions', () => {
  it.each<[string, Character['convictions'], string[]]>([
    ['none', [], ['convictions_missing']],
    ['only blank rows', [{ conviction: ' ', touchstone: '' }], ['convictions_missing']],
    ['one with touchstone', convictions, []],
    ['three with touchstones', [...convictions, ...convictions, ...convictions], []],
    ['one without touchstone', [{ conviction: 'Keine Kinder', touchstone: ' ' }], ['touchstone_missing']],
    ['a touchstone without conviction', [{ conviction: '', touchstone: 'Lena' }], ['touchstone_missing']],
    ['a blank row next to a full one', [...convictions, { conviction: '', touchstone: '' }], []],
  ])('%s → %j', (_name, list, expected) => {
    expect(convictionProblems(list)).toEqual(expected);
  });
});

describe('traitStepProblems', () => {
  const ready = (c: Character) => ({ ...c, convictions });
  const spent = ready(add(add(add(ofClan(tremere), contactsPack, 'advantages', 3, 3), meritPack, 'advantages', 2, 4), meritPack, 'disadvantages', 2));

  it.each<[string, Character, string[]]>([
    ['7 advantage and 2 flaw points spent', spent, []],
    ['more flaws than needed', add(spent, famePack, 'disadvantages', 1), []],
    ['nothing spent', ready(ofClan(tremere)), ['advantages_unspent', 'flaws_missing']],
    ['6 of 7', ready(add(add(ofClan(tremere), contactsPack, 'advantages', 3, 3), meritPack, 'disadvantages', 2)), ['advantages_unspent']],
    ['one flaw point', ready(add(add(add(ofClan(tremere), contactsPack, 'advantages', 3, 3), meritPack, 'advantages', 2, 4), meritPack, 'disadvantages', 1)), ['flaws_missing']],
    ['7 of 10 (Räuber)', addPointSpread(spent, contacts(3)), ['advantages_unspent']],
    ['7 of 9, 2 of 4 (ancilla)', { ...spent, generationEra: 'ancillae' }, ['advantages_unspent', 'flaws_missing']],
    ['no conviction', { ...spent, convictions: [] }, ['convictions_missing']],
    ['a conviction without touchstone', { ...spent, convictions: [{ conviction: 'x', touchstone: '' }] }, ['touchstone_missing']],
    ['Academics above the Analphabet cap', withSkillValue(grant(spent, languagesPack, 'disadvantages', 1), 'aca', 2), ['skill_over_cap']],
  ])('%s → %j', (_name, character, expected) => {
    expect(traitStepProblems(character)).toEqual(expected);
  });

  it('locked grants neither fill nor overfill the budget', () => {
    const withGrants = grant(grant(spent, feedingPack, 'advantages', 2), famePack, 'disadvantages', 2);
    expect(traitStepProblems(withGrants)).toEqual([]);
  });

  it('spending more than the budget is a problem (an over-budget sheet from outside the picker)', () => {
    const over = addOwnedTrait(spent, contactsPack, 'advantages', trait(1, 1), { locked: false, manual: true });
    expect(traitStepProblems(over)).toEqual(['advantages_overspent']);
  });
});

import { bloodPotencyTable, learnableTraits, traitOptions, v5ContentFiles, checkPurchase, blankV5Character } from '@vitae/core/v5';
import { describe, expect, it } from 'vitest';
import { getContent } from '../src/index.ts';

const content = getContent(v5ContentFiles, 'de-DE');
const looks = content.merits.find((pack) => pack.id === 6);
const archaic = content.merits.find((pack) => pack.id === 1);

describe('corrections where the V5 corebook differs from the reference (README "Data-quality decisions")', () => {
  it.each(['de-DE', 'en-US'] as const)('%s: the blood potency table is the corebook one (surge, bane) and agrees with core', (lang) => {
    const rows = getContent(v5ContentFiles, lang).bloodPotencyTable.rows;
    expect(rows.map((row) => [row.value, row.bleedingSpurt, row.healedDamage, row.disciplineBonus, row.rouseRepeatDisciplineLevel, row.baneLevel])).toEqual([
      [0, 1, 1, 0, 0, 0],
      [1, 2, 1, 0, 1, 2],
      [2, 2, 2, 1, 1, 2],
      [3, 3, 2, 1, 2, 3],
      [4, 3, 3, 2, 2, 3],
      [5, 4, 3, 2, 3, 4],
      [6, 4, 3, 3, 3, 4],
      [7, 5, 3, 3, 4, 5],
      [8, 5, 4, 4, 4, 5],
      [9, 6, 4, 4, 5, 6],
      [10, 6, 5, 5, 5, 6],
    ]);
    for (const row of rows) expect(bloodPotencyTable[row.value]).toMatchObject({ bleedingSpurt: row.bleedingSpurt, baneLevel: row.baneLevel });
  });

  const nosferatu = { ...blankV5Character({ generation: 13, exp: 100 }), clan: { id: 8, name: 'Nosferatu' } };
  const toreador = { ...nosferatu, clan: { id: 11, name: 'Toreador' } };

  it('Nosferatu cannot take Looks merits in the wizard, saying which restriction keeps them out', () => {
    if (!looks) throw new Error('no Looks pack');
    const options = traitOptions(nosferatu, looks, 'advantages');
    expect(options.map((option) => option.reasons)).toEqual([['restricted'], ['restricted']]);
    expect(options[0]?.details.restriction).toEqual({ type: 'exclude_clans', data: [8] });
    expect(traitOptions(toreador, looks, 'advantages').every((option) => option.reasons.length === 0)).toBe(true);
    // Their flaws (Ugly, Repulsive) stay open.
    expect(traitOptions(nosferatu, looks, 'disadvantages')[0]?.reasons).toEqual([]);
  });

  // V5 corebook, Merits and Flaws: Looks. Issue #46: Ugly on top of Repulsive was a free flaw point.
  it.each(['de-DE', 'en-US'] as const)('%s: the four Looks traits rule each other out, in the wizard and when leveling', (lang) => {
    const pack = getContent(v5ContentFiles, lang).merits.find((entry) => entry.id === 6);
    if (!pack) throw new Error('no Looks pack');
    expect([...pack.advantages, ...pack.disadvantages].map((trait) => trait.exclusive)).toEqual([true, true, true, true]);
    // Repulsive on the sheet as the clan step stores it (the flag stays in the catalogue).
    const { exclusive: _flag, ...repulsive } = pack.disadvantages.find((trait) => trait.id === 2)!;
    const owning = { ...toreador, merits: { packs: [{ pack: { id: 6, type: 'merits' as const, name: pack.name }, traits: [], flawTraits: [{ ...repulsive, isLocked: true, isManual: false }] }] } };
    expect(traitOptions(owning, pack, 'disadvantages').find((option) => option.trait.id === 1)?.reasons).toEqual(['not_combinable']);
    expect(traitOptions(owning, pack, 'advantages').map((option) => option.reasons)).toEqual([['not_combinable'], ['not_combinable']]);
    expect(checkPurchase(owning, { kind: 'flaw', type: 'merits', pack, traitId: 1 })).toMatchObject({ ok: false, reason: 'requirements_not_met' });
  });

  it('Nosferatu cannot buy Looks merits when leveling', () => {
    if (!looks) throw new Error('no Looks pack');
    expect(checkPurchase(nosferatu, { kind: 'trait', type: 'merits', pack: looks, traitId: 1 })).toMatchObject({ ok: false, reason: 'requirements_not_met' });
    expect(checkPurchase(toreador, { kind: 'trait', type: 'merits', pack: looks, traitId: 1 })).toMatchObject({ ok: true, cost: 6 });
  });

  it('the learn lists hide groups that do not apply (Archaic above the 11th generation, empty groups) and sort by level then name', () => {
    if (!archaic) throw new Error('no Archaic pack');
    const flaws = (generation: number) => learnableTraits({ ...toreador, generation }, content.merits, 'disadvantages');
    expect(flaws(12).map((group) => group.pack.id)).not.toContain(1);
    expect(flaws(11).map((group) => group.pack.id)).toContain(1);
    const merits = learnableTraits(toreador, content.merits, 'advantages');
    expect(merits.map((group) => group.pack.id)).not.toContain(4);
    for (const group of merits) {
      const keys = group.options.map((option) => [option.trait.level, option.trait.name] as const);
      expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1], 'de')));
    }
  });
});

/**
 * Texts that ran alongside the original product's wording were rewritten in our own words; these
 * phrases of the old versions must not come back.
 */
describe('rewritten German texts', () => {
  const power = (key: string) => content.disciplines.flatMap((discipline) => discipline.powers).find((entry) => entry.key === key)?.summary;
  it.each([
    ['ritual 39', () => content.bloodRituals.find((ritual) => ritual.id === 39)?.summary, 'beobachtet der Blutmagier dieses wie vom Himmel'],
    ['ritual 50', () => content.bloodRituals.find((ritual) => ritual.id === 50)?.summary, 'jeder Erfolg beantwortet eine Frage über das Gebiet'],
    ['Ravnos bane', () => content.clans.find((clan) => clan.id === 9)?.bane, 'weil er von innen heraus verbrennt'],
    ['Protean 5-5-170', () => power('5-5-170'), 'greift pro Runde so viele Ziele an'],
    ['Protean 5-7-10', () => power('5-7-10'), 'verbringt es seine nächste Runde mit der Rückverwandlung'],
    ['Animalism 9-3-152', () => power('9-3-152'), 'lässt die Parasiten in einem nahen Körper schlagartig schlüpfen'],
  ])('%s is in our own words', (_, text, old) => {
    expect(text()).toBeTruthy();
    expect(text()).not.toContain(old);
  });
});

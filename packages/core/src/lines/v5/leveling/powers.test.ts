import { describe, expect, it } from 'vitest';
import { availablePowers, blockersFor } from './powers.ts';
import { allDisciplines, auspex, character, dominate, owning, power } from './test-fixtures.ts';

const row = (options: ReturnType<typeof availablePowers>, key: string) => options.find((option) => option.power.key === key);
const keysOf = (options: ReturnType<typeof availablePowers>) => options.map((option) => option.power.key);

describe('availablePowers', () => {
  it('lists the powers up to the next dot; a plain unowned power is selectable', () => {
    const options = availablePowers(owning(character(), auspex, 1), auspex, allDisciplines);
    expect(Math.max(...options.map((option) => option.power.level))).toBe(2);
    expect(row(options, '1-2-2')).toMatchObject({ selectable: true, reasons: [] });
  });

  it('a new discipline offers level 1 only', () => {
    expect(new Set(availablePowers(character(), dominate, allDisciplines).map((option) => option.power.level))).toEqual(new Set([1]));
  });

  it("marks owned powers 'owned', but never a power that may be taken several times", () => {
    const options = availablePowers(owning(character(), auspex, 2, ['1-1-1', '1-1-23']), auspex, allDisciplines);
    expect(row(options, '1-1-1')).toMatchObject({ selectable: false, reasons: ['owned'] });
    expect(row(options, '1-1-23')).toMatchObject({ selectable: true });
  });

  it("marks a power whose prerequisite is not owned 'prerequisite' and names it", () => {
    const options = availablePowers(owning(character(), auspex, 1, ['1-1-2']), auspex, allDisciplines);
    expect(row(options, '1-2-20')).toMatchObject({ selectable: false, reasons: ['prerequisite'], prerequisitePower: { key: '1-1-1' } });
    const withPrerequisite = availablePowers(owning(character(), auspex, 1, ['1-1-1']), auspex, allDisciplines);
    expect(row(withPrerequisite, '1-2-20')?.selectable).toBe(true);
  });

  it("marks an amalgam 'amalgam' until the other discipline has enough dots", () => {
    const base = owning(character(), auspex, 1);
    expect(row(availablePowers(owning(base, dominate, 1), auspex, allDisciplines), '1-2-21')).toMatchObject({
      reasons: ['amalgam'],
      amalgamDiscipline: { id: 2 },
    });
    expect(row(availablePowers(owning(base, dominate, 2), auspex, allDisciplines), '1-2-21')?.selectable).toBe(true);
  });

  it.each([
    [2, ['blood_potency']],
    [3, []],
  ])("at blood potency %i a power needing 3 has reasons %j", (bloodPotency, reasons) => {
    const c = owning(character(0, { bloodPotency }), auspex, 2);
    expect(row(availablePowers(c, auspex, allDisciplines), '1-3-22')?.reasons).toEqual(reasons);
  });

  it("at the dot cap no further power can be bought: 'level'", () => {
    const options = availablePowers(owning(character(0, { bloodPotency: 3 }), auspex, 5, ['1-1-1', '1-2-2', '1-3-3', '1-4-4', '1-5-5']), auspex, allDisciplines);
    expect(Math.max(...options.map((option) => option.power.level))).toBe(5);
    expect(row(options, '1-3-22')?.reasons).toEqual(['level']);
    expect(options.every((option) => !option.selectable)).toBe(true);
  });

  it('levels 6–10 appear only with the GM option of advanced disciplines', () => {
    const c = owning(character(0, { bloodPotency: 10 }), auspex, 5);
    expect(keysOf(availablePowers(c, auspex, allDisciplines))).not.toContain('1-6-6');
    const advanced = availablePowers({ ...c, useAdavancedDisciplines: true }, auspex, allDisciplines);
    expect(row(advanced, '1-6-6')).toMatchObject({ selectable: true });
    expect(keysOf(advanced)).not.toContain('1-7-7');
    const all = availablePowers(owning({ ...c, useAdavancedDisciplines: true }, auspex, 10), auspex, allDisciplines);
    expect(row(all, '1-10-10')?.reasons).toEqual(['owned', 'level']);
  });

  it('learning all powers ignores prerequisites and the dot cap, not amalgams or blood potency', () => {
    const c = { ...owning(character(0, { bloodPotency: 0 }), auspex, 5, ['1-1-2', '1-2-2', '1-3-3', '1-4-4', '1-5-5']), allowLearningOfAllPowers: true };
    const options = availablePowers(c, auspex, allDisciplines);
    expect(row(options, '1-2-20')).toMatchObject({ selectable: true });
    expect(row(options, '1-2-21')?.reasons).toEqual(['amalgam']);
    expect(row(options, '1-3-22')?.reasons).toEqual(['blood_potency']);
    expect(keysOf(options)).not.toContain('1-6-6');
  });

  it('collects every blocker of a power', () => {
    const heavy = power(1, 3, 50, { prerequisite: '1-1-1', amalgam: { disciplineId: 2, level: 3 }, minBloodPotency: 4 });
    expect(blockersFor(character(), 1, heavy)).toEqual(['level', 'blood_potency', 'amalgam', 'prerequisite']);
  });
});

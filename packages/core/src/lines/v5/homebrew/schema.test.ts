import { describe, expect, it } from 'vitest';
import { homebrewClanSchema, homebrewDisciplineSchema, homebrewLimits } from './index.ts';
import { homebrewSearchKey } from './text.ts';
import { sampleClan, sampleDiscipline } from './test-fixtures.ts';

const tinyPng = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function firstIssue(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return result.success ? undefined : result.error?.issues[0];
}

describe('homebrew discipline schema', () => {
  it('accepts the sample and fills ability defaults', () => {
    const parsed = homebrewDisciplineSchema.parse({
      ...sampleDiscipline(),
      levels: [{ abilities: [{ id: 1, name: 'Nur ein Name' }] }],
    });
    expect(parsed.levels[0]!.abilities[0]).toEqual({
      id: 1,
      name: 'Nur ein Name',
      summary: '',
      dicePool: null,
      cost: null,
      duration: null,
      combo: null,
      minBloodPotency: null,
      requirement: null,
    });
  });

  it('trims texts', () => {
    const parsed = homebrewDisciplineSchema.parse({
      ...sampleDiscipline(),
      name: '  Nebel  ',
      levels: [{ abilities: [{ id: 1, name: 'A', dicePool: '  ', cost: 'Ein Aufwachtest' }] }],
    });
    expect(parsed.name).toBe('Nebel');
    expect(parsed.levels[0]!.abilities[0]).toMatchObject({ dicePool: '', cost: 'Ein Aufwachtest' });
  });

  const ability = (extra: Record<string, unknown>) => ({ ...sampleDiscipline(), levels: [{ abilities: [{ id: 1, name: 'A', ...extra }] }] });
  it.each([
    ['an empty name', { ...sampleDiscipline(), name: '   ' }, ['name']],
    ['a name one character too long', { ...sampleDiscipline(), name: 'x'.repeat(homebrewLimits.name + 1) }, ['name']],
    ['a name over two lines', { ...sampleDiscipline(), name: 'Nebel\nSchritt' }, ['name']],
    ['a NUL character in the description', { ...sampleDiscipline(), description: 'a\u0000b' }, ['description']],
    ['a description one character too long', { ...sampleDiscipline(), description: 'x'.repeat(homebrewLimits.description + 1) }, ['description']],
    ['eleven levels', { ...sampleDiscipline(), levels: Array.from({ length: 11 }, () => ({ abilities: [] })) }, ['levels']],
    ['thirteen abilities in one level', { ...sampleDiscipline(), levels: [{ abilities: Array.from({ length: 13 }, (_, i) => ({ id: i + 1, name: `A${i}` })) }] }, ['levels', 0, 'abilities']],
    ['blood potency 11', ability({ minBloodPotency: 11 }), ['levels', 0, 'abilities', 0, 'minBloodPotency']],
    ['blood potency −1', ability({ minBloodPotency: -1 }), ['levels', 0, 'abilities', 0, 'minBloodPotency']],
    ['a combo at level 11', ability({ combo: { disciplineId: 2, level: 11 } }), ['levels', 0, 'abilities', 0, 'combo', 'level']],
    ['a requirement on itself', ability({ requirement: 1 }), ['levels', 0, 'abilities', 0, 'requirement']],
    ['a requirement on a missing ability', ability({ requirement: 9 }), ['levels', 0, 'abilities', 0, 'requirement']],
    ['an unknown field', { ...sampleDiscipline(), html: '<b>x</b>' }, []],
    ['an unknown ability field', ability({ system: 'x' }), ['levels', 0, 'abilities', 0]],
    ['a summary one character too long', ability({ summary: 'x'.repeat(homebrewLimits.summary + 1) }), ['levels', 0, 'abilities', 0, 'summary']],
  ])('refuses %s', (_label, input, path) => {
    expect(firstIssue(homebrewDisciplineSchema.safeParse(input))?.path).toEqual(path);
  });

  it('refuses requirements that go round in a circle and a duplicate ability id', () => {
    const circle = { ...sampleDiscipline(), levels: [{ abilities: [{ id: 1, name: 'A', requirement: 2 }, { id: 2, name: 'B', requirement: 1 }] }] };
    expect(homebrewDisciplineSchema.safeParse(circle).error?.issues.map((issue) => issue.message)).toEqual(['ability 1: requirement-cycle', 'ability 2: requirement-cycle']);
    const twice = { ...sampleDiscipline(), levels: [{ abilities: [{ id: 1, name: 'A' }] }, { abilities: [{ id: 1, name: 'B' }] }] };
    expect(firstIssue(homebrewDisciplineSchema.safeParse(twice))?.path).toEqual(['levels', 1, 'abilities', 0, 'id']);
  });
});

describe('homebrew clan schema', () => {
  it('accepts the sample and a small PNG symbol', () => {
    expect(homebrewClanSchema.parse(sampleClan({ symbol: tinyPng })).symbol).toBe(tinyPng);
  });

  it.each([
    ['a symbol that is a web address', { symbol: 'https://example.test/a.png' }, ['symbol']],
    ['an SVG symbol', { symbol: 'data:image/svg+xml;base64,PHN2Zz4=' }, ['symbol']],
    ['a symbol over the size limit', { symbol: `data:image/png;base64,${'A'.repeat(homebrewLimits.symbolChars)}` }, ['symbol']],
    ['a discipline listed twice', { disciplines: [4, 4] }, ['disciplines']],
    ['twelve disciplines', { disciplines: Array.from({ length: 12 }, (_, i) => i + 1) }, ['disciplines']],
    ['a slogan one character too long', { slogan: 'x'.repeat(homebrewLimits.slogan + 1) }, ['slogan']],
    ['a curse one character too long', { curse: 'x'.repeat(homebrewLimits.description + 1) }, ['curse']],
  ])('refuses %s', (_label, overrides, path) => {
    expect(firstIssue(homebrewClanSchema.safeParse({ ...sampleClan(), ...overrides }))?.path).toEqual(path);
  });
});

describe('homebrewSearchKey', () => {
  it.each([
    ['Schätten', 'schatten'],
    ['ÖLUNG', 'olung'],
    ['Straße', 'strasse'],
    ['STRAẞE', 'strasse'],
    ['  Blut   und  Asche ', 'blut und asche'],
    ['Crème Brûlée', 'creme brulee'],
  ])('%j → %j', (text, key) => expect(homebrewSearchKey(text)).toBe(key));
});

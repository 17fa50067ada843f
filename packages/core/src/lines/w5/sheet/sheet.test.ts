import { describe, expect, it } from 'vitest';
import { sequenceRandomSource } from '../../../dice/random.ts';
import { forms, stridingRagabash } from '../test-fixtures.ts';
import type { FormId } from '../keys.ts';
import { foldExtraBoxes, markSuperficial } from './damage.ts';
import { changeForm, failsInForm, formDice, formModifiers, type PoolTraits } from './forms.ts';
import { endFrenzy, enterFrenzy } from './frenzy.ts';
import { giftAccess } from './gifts.ts';
import { gainRage, hasLostTheWolf, powersLost, setRage } from './rage.ts';
import { setRenown, totalRenown } from './renown.ts';
import { gifts } from '../test-fixtures.ts';

const form = (id: FormId) => forms.find((f) => f.id === id)!;
const pool = (attributes: PoolTraits['attributes'], skills: PoolTraits['skills'] = []): PoolTraits => ({ attributes, skills });

describe('rage', () => {
  it.each([
    // rage, gained → rage, willpower boxes marked
    [1, 1, 2, 0],
    [4, 1, 5, 0],
    [5, 1, 5, 1],
    [4, 3, 5, 2],
    [0, 2, 2, 0],
  ])('Rage %i + %i → %i, %i superficial Willpower damage (spec §4)', (rage, gained, after, damage) => {
    const garou = stridingRagabash({ rage, willpower: 4 });
    const result = gainRage(garou, gained);
    expect(result.character.rage).toBe(after);
    expect(result.overflow).toBe(damage);
    expect(result.character.willpowerDamage.filter((box) => box === 'superficial')).toHaveLength(damage);
  });

  it('at 0 the wolf is lost: powers are marked lost and a supernatural form falls back to Homid', () => {
    const garou = setRage(stridingRagabash({ rage: 2, form: 'crinos' }), 0);
    expect(garou).toMatchObject({ rage: 0, form: 'homid' });
    expect(hasLostTheWolf(garou)).toBe(true);
    expect(powersLost(garou)).toBe(true);
    expect(setRage(stridingRagabash({ form: 'lupus' }), 0).form).toBe('lupus');
    expect(powersLost(stridingRagabash({ rage: 1 }))).toBe(false);
    expect(setRage(stridingRagabash(), 9).rage).toBe(5);
  });

  it('frenzy: Rage 5, Crinos, no Gifts; ending it keeps the form', () => {
    const frenzied = enterFrenzy(stridingRagabash({ rage: 2 }));
    expect(frenzied).toMatchObject({ rage: 5, form: 'crinos', frenzy: true });
    expect(powersLost(frenzied)).toBe(true);
    expect(endFrenzy(frenzied)).toMatchObject({ rage: 5, form: 'crinos', frenzy: false });
  });
});

describe('damage tracks', () => {
  it.each([
    [['none', 'none', 'none'], 3, 2, ['superficial', 'superficial', 'none']],
    [['superficial', 'superficial', 'none'], 2, 1, ['heavy', 'superficial', 'none']],
    [['heavy', 'heavy', 'none'], 2, 1, ['heavy', 'heavy', 'none']],
  ] as const)('%j with %i usable boxes, %i superficial → %j', (track, usable, points, expected) => {
    expect(markSuperficial(track, usable, points)).toEqual(expected);
  });

  it('damage in a form’s extra boxes moves to the normal track', () => {
    expect(foldExtraBoxes(['superficial', 'none', 'none', 'heavy', 'superficial'], 3)).toEqual(['superficial', 'heavy', 'superficial', 'none', 'none']);
    expect(foldExtraBoxes(['superficial', 'superficial', 'superficial'], 2)).toEqual(['heavy', 'superficial', 'none']);
  });
});

describe('forms and pools', () => {
  it.each<[FormId, PoolTraits, number, number]>([
    // form, pool → dice added (unconditional), dice added with every situational modifier confirmed
    ['homid', pool(['str'], ['bra']), 0, 0],
    ['glabro', pool(['str'], ['bra']), 2, 2],
    ['glabro', pool(['cha'], ['per']), 0, -2],
    ['glabro', pool(['cha'], ['int']), 0, 0],
    ['crinos', pool(['str'], ['bra']), 4, 4],
    ['crinos', pool(['dex'], ['ath']), 4, 4],
    ['crinos', pool(['wit'], ['awa']), 0, 0],
    ['hispo', pool(['dex'], ['ath']), 2, 2],
    ['hispo', pool(['dex'], ['ste']), -2, -2],
    ['lupus', pool(['wit'], ['sur']), 0, 2],
    ['lupus', pool(['dex'], ['ste']), 0, 2],
  ])('%s: %j gets %i dice (%i with situational ones)', (id, traits, dice, withSituational) => {
    expect(formDice(form(id), traits)).toBe(dice);
    const all = new Set(formModifiers(form(id), traits).map((m) => m.applies));
    expect(formDice(form(id), traits, all)).toBe(withSituational);
  });

  it.each<[FormId, PoolTraits, boolean]>([
    ['crinos', pool(['cha'], ['per']), true],
    ['crinos', pool(['cha'], ['int']), false],
    ['crinos', pool(['dex'], ['ste']), true],
    ['crinos', pool(['str'], ['bra']), false],
    ['homid', pool(['dex'], ['ste']), false],
  ])('%s: %j fails automatically: %s', (id, traits, fails) => {
    expect(failsInForm(form(id), traits)).toBe(fails);
  });

  it.each<[string, FormId, FormId, number, number[], { rage: number; form: FormId; dice: number[] }]>([
    ['Homid → Crinos, both checks hold', 'homid', 'crinos', 3, [7, 9], { rage: 3, form: 'crinos', dice: [7, 9] }],
    ['Homid → Crinos, both checks fail', 'homid', 'crinos', 3, [2, 5], { rage: 1, form: 'crinos', dice: [2, 5] }],
    ['Homid → Glabro at Rage 1, the check fails: the wolf is lost', 'homid', 'glabro', 1, [4], { rage: 0, form: 'homid', dice: [4] }],
    ['Homid → Crinos at Rage 1: the first failure ends the checks', 'homid', 'crinos', 1, [3, 9], { rage: 0, form: 'homid', dice: [3] }],
    ['Homid → Lupus costs no check', 'homid', 'lupus', 2, [], { rage: 2, form: 'lupus', dice: [] }],
    ['leaving Crinos sets Rage to 1', 'crinos', 'homid', 4, [], { rage: 1, form: 'homid', dice: [] }],
    ['Crinos → Hispo: Rage 1, then the Hispo check', 'crinos', 'hispo', 4, [8], { rage: 1, form: 'hispo', dice: [8] }],
  ])('%s', (_name, from, to, rage, faces, expected) => {
    const result = changeForm(stridingRagabash({ rage, form: from }), to, forms, sequenceRandomSource(faces));
    if (!result.ok) throw new Error(result.problem);
    expect({ rage: result.character.rage, form: result.character.form, dice: [...(result.checks?.dice ?? [])] }).toEqual(expected);
  });

  // Issue #46 item 15: the message must say that leaving Crinos dropped Rage to 1 before the checks.
  it.each<[string, FormId, FormId, number, { rage: number } | null]>([
    ['Crinos at Rage 5 → Hispo: Rage 5 was dropped', 'crinos', 'hispo', 5, { rage: 5 }],
    ['Crinos at Rage 1 → Homid: nothing dropped', 'crinos', 'homid', 1, null],
    ['Homid → Crinos: not leaving Crinos', 'homid', 'crinos', 4, null],
  ])('%s', (_name, from, to, rage, leftCrinos) => {
    const result = changeForm(stridingRagabash({ rage, form: from }), to, forms, sequenceRandomSource([8, 8]));
    expect(result.ok && result.leftCrinos).toEqual(leftCrinos);
  });

  it('without Rage no supernatural form; in frenzy only Crinos; a free shift rolls nothing', () => {
    expect(changeForm(stridingRagabash({ rage: 0 }), 'glabro', forms, null)).toEqual({ ok: false, problem: 'lost_the_wolf' });
    expect(changeForm(stridingRagabash({ rage: 0 }), 'lupus', forms, null).ok).toBe(true);
    expect(changeForm(enterFrenzy(stridingRagabash()), 'homid', forms, null)).toEqual({ ok: false, problem: 'in_frenzy' });
    const free = changeForm(stridingRagabash({ rage: 2 }), 'crinos', forms, null);
    expect(free.ok && free.character).toMatchObject({ rage: 2, form: 'crinos' });
  });

  it('Crinos adds four Health boxes; leaving it moves their damage onto the normal track', () => {
    const garou = stridingRagabash({ rage: 3, health: 6 });
    const inCrinos = changeForm(garou, 'crinos', forms, null);
    if (!inCrinos.ok) throw new Error(inCrinos.problem);
    expect(inCrinos.character.healthDamage).toHaveLength(10);
    // Eight superficial damage on ten boxes; back in Homid only six are left: two become aggravated.
    const hurt = { ...inCrinos.character, healthDamage: inCrinos.character.healthDamage.map((box, i) => (i >= 2 ? 'superficial' : box)) as typeof garou.healthDamage };
    const back = changeForm(hurt, 'homid', forms, null);
    if (!back.ok) throw new Error(back.problem);
    const count = (state: string) => back.character.healthDamage.filter((box) => box === state).length;
    expect([count('superficial'), count('heavy')]).toEqual([4, 2]);
    expect(back.character.healthDamage.slice(6).every((box) => box === 'none')).toBe(true);
    const big = changeForm(stridingRagabash({ rage: 3, health: 8 }), 'crinos', forms, null);
    expect(big.ok && big.character.healthDamage).toHaveLength(12);
  });
});

describe('renown and Gift access', () => {
  it('total Renown unlocks Gifts at the thresholds of their group', () => {
    const garou = stridingRagabash();
    expect(totalRenown(garou)).toBe(3);
    expect(giftAccess(garou, gifts.find((g) => g.id === 19)!)).toMatchObject({ tier: 2, neededRenown: 5, reasons: ['renown_too_low'] });
    const renowned = setRenown(setRenown(garou, 'honor', 2), 'glory', 1);
    expect(totalRenown(renowned)).toBe(5);
    expect(giftAccess(renowned, gifts.find((g) => g.id === 19)!).reasons).toEqual([]);
    expect(giftAccess(garou, gifts.find((g) => g.id === 5)!).reasons).toEqual(['other_group']);
    expect(setRenown(garou, 'glory', 12).renown.glory).toBe(5);
    expect(setRenown(garou, 'glory', 6).renown.glory).toBe(5);
  });
});

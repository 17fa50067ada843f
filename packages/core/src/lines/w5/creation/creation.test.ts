import { describe, expect, it } from 'vitest';
import { blackFuries, gifts, getOfFenris, philodox, ragabash, ahroun, rites, silentStriders, stridingRagabash, werewolf } from '../test-fixtures.ts';
import { auspiceStepProblems, chooseAuspice, chooseTribe, tribeStepProblems } from './auspice-tribe.ts';
import { chooseCreationGift, chooseCreationRite, creationGiftOptions, creationRiteOptions, giftStepProblems } from './gifts.ts';
import { chooseThirdRenown, renownStepProblems, thirdRenown } from './renown.ts';
import { finishW5Creation, identityStepProblems, w5Steps } from './finish.ts';
import { w5TraitRules } from './traits.ts';


describe('auspice and tribe', () => {
  it('the steps follow the W5 creation order and start with the auspice', () => {
    expect(w5Steps).toEqual(['auspice', 'tribe', 'attributes', 'skills', 'traits', 'renown', 'gifts', 'identity']);
  });

  it('an auspice and a tribe must be chosen from the content', () => {
    expect(auspiceStepProblems(werewolf(), [ragabash])).toEqual(['auspice_missing']);
    expect(auspiceStepProblems(chooseAuspice(werewolf(), ragabash), [ragabash])).toEqual([]);
    expect(tribeStepProblems(werewolf({ tribe: 'glass-walkers' }), [silentStriders])).toEqual(['tribe_missing']);
  });

  it('the tribe brings its patron, favour and ban onto the sheet', () => {
    const garou = chooseTribe(chooseAuspice(werewolf(), ragabash), silentStriders, ragabash);
    expect(garou).toMatchObject({ tribe: 'silent-striders', tribeName: 'silent-striders', auspiceName: 'ragabash', patronSpirit: 'Geist von silent-striders', tribeFavor: 'Gunst von silent-striders', tribeBan: 'Bann von silent-striders' });
  });

  it.each([
    ['Silent Striders (Wisdom), Ragabash (Wisdom): 2 Wisdom, the third dot left to the player', silentStriders, ragabash, { glory: 0, honor: 0, wisdom: 2 }],
    ['Silent Striders (Wisdom), Ahroun (Glory): 2 Wisdom + 1 Glory', silentStriders, ahroun, { glory: 1, honor: 0, wisdom: 2 }],
    ['Black Furies (Glory), Philodox (Honor): 2 Glory + 1 Honor', blackFuries, philodox, { glory: 2, honor: 1, wisdom: 0 }],
    ['Get of Fenris (Glory), Ahroun (Glory): 2 Glory', getOfFenris, ahroun, { glory: 2, honor: 0, wisdom: 0 }],
  ])('starting Renown pre-set: %s', (_name, tribe, auspice, renown) => {
    expect(chooseTribe(werewolf({ auspice: auspice.id }), tribe, auspice).renown).toEqual(renown);
  });

  it('changing the tribe or the auspice drops the Gifts chosen for the old one', () => {
    const garou = stridingRagabash({ gifts: [{ id: 1, name: 'a', group: 'native' }, { id: 18, name: 'b', group: 'auspice' }, { id: 84, name: 'c', group: 'tribe' }] });
    expect(chooseAuspice(garou, ahroun).gifts.map((g) => g.id)).toEqual([1, 84]);
    expect(chooseTribe(garou, blackFuries, ragabash).gifts.map((g) => g.id)).toEqual([1, 18]);
    expect(chooseTribe(garou, silentStriders, ragabash).gifts).toHaveLength(3);
  });
});

describe('renown', () => {
  it.each([
    [{ glory: 1, honor: 0, wisdom: 2 }, []],
    [{ glory: 0, honor: 1, wisdom: 2 }, []],
    [{ glory: 0, honor: 0, wisdom: 2 }, ['renown_third_missing']],
    [{ glory: 1, honor: 0, wisdom: 1 }, ['renown_tribe', 'renown_total']],
    [{ glory: 1, honor: 1, wisdom: 2 }, ['renown_total']],
    [{ glory: 2, honor: 0, wisdom: 2 }, ['renown_total']],
    [{ glory: 0, honor: 0, wisdom: 3 }, ['renown_tribe', 'renown_third_missing']],
  ])('Silent Striders with %j: %j', (renown, problems) => {
    expect(renownStepProblems({ renown }, 'wisdom')).toEqual(problems);
  });

  it('the third dot moves between the two other Renowns; the tribe’s keeps its two', () => {
    const garou = stridingRagabash();
    expect(thirdRenown(garou, 'wisdom')).toBe('glory');
    const moved = chooseThirdRenown(garou, 'wisdom', 'honor');
    expect(moved.renown).toEqual({ glory: 0, honor: 1, wisdom: 2 });
    expect(chooseThirdRenown(moved, 'wisdom', 'wisdom')).toBe(moved);
  });
});

describe('gifts and rite', () => {
  const ids = (list: Array<{ id: number }>) => list.map((g) => g.id);

  it.each([
    ['native', [1, 2]],
    ['auspice', [18, 21]],
    ['tribe', [84]],
  ] as const)('a Silent Strider Ragabash with total Renown 3 is offered the tier-1 %s Gifts of the core rules: %j', (kind, expected) => {
    expect(ids(creationGiftOptions(stridingRagabash(), gifts, kind))).toEqual(expected);
  });

  it('unverified Gifts and Gifts of books not in use are offered only when asked and enabled', () => {
    const withBooks = stridingRagabash({ books: [1, 4, 5] });
    expect(ids(creationGiftOptions(withBooks, gifts, 'native'))).toEqual([1, 2, 140]);
    expect(ids(creationGiftOptions(withBooks, gifts, 'tribe'))).toEqual([84]);
    expect(ids(creationGiftOptions(withBooks, gifts, 'tribe', { includeUnverified: true }))).toEqual([84, 153]);
    expect(ids(creationGiftOptions(stridingRagabash(), gifts, 'tribe', { includeUnverified: true }))).toEqual([84]);
    expect(ids(creationRiteOptions(withBooks, rites))).toEqual([1, 2]);
    expect(ids(creationRiteOptions(withBooks, rites, { includeUnverified: true }))).toEqual([1, 2, 44]);
  });

  it('a Gift chosen for one kind is not offered for another', () => {
    const garou = chooseCreationGift(stridingRagabash(), gifts.find((g) => g.id === 21)!, 'auspice');
    expect(ids(creationGiftOptions(garou, gifts, 'tribe'))).toEqual([84]);
    expect(ids(creationGiftOptions(garou, gifts, 'auspice'))).toEqual([18, 21]);
  });

  it('one Gift of each kind, all allowed and different, and one rite', () => {
    const find = (id: number) => gifts.find((g) => g.id === id)!;
    let garou = stridingRagabash();
    expect(giftStepProblems(garou, gifts, rites)).toEqual(['gift_native_missing', 'gift_auspice_missing', 'gift_tribe_missing', 'rite_missing']);
    garou = chooseCreationGift(garou, find(1), 'native');
    garou = chooseCreationGift(garou, find(18), 'auspice');
    garou = chooseCreationGift(garou, find(84), 'tribe');
    expect(giftStepProblems(garou, gifts, rites)).toEqual(['rite_missing']);
    garou = chooseCreationRite(garou, rites[0]!);
    expect(giftStepProblems(garou, gifts, rites)).toEqual([]);
    // Choosing again replaces the Gift of that kind.
    expect(chooseCreationGift(garou, find(2), 'native').gifts.map((g) => [g.id, g.group])).toEqual([[18, 'auspice'], [84, 'tribe'], [2, 'native']]);
    // A Gift the Renown does not reach, or another tribe's, is refused.
    expect(giftStepProblems(chooseCreationGift(garou, find(3), 'native'), gifts, rites)).toEqual(['gift_not_allowed']);
    expect(giftStepProblems(chooseCreationGift(garou, find(5), 'tribe'), gifts, rites)).toEqual(['gift_not_allowed']);
    expect(giftStepProblems({ ...garou, gifts: [...garou.gifts.slice(0, 2), { id: 18, name: 'x', group: 'tribe' }] }, gifts, rites)).toContain('gift_duplicate');
  });
});

describe('merits and flaws', () => {
  it('7 advantage points to spend and at least 2 flaw points, as in V5', () => {
    expect(w5TraitRules.budget(werewolf())).toEqual({ advantages: 7, flaws: 2 });
    expect(w5TraitRules.context(werewolf({ books: [1, 2] }))).toEqual({ books: [1, 2], values: {} });
  });
});

describe('finish', () => {
  it('touchstones: at least one', () => {
    expect(identityStepProblems({ touchstones: [] })).toEqual(['touchstones_missing']);
    expect(identityStepProblems({ touchstones: ['  '] })).toEqual(['touchstones_missing']);
    expect(identityStepProblems({ touchstones: ['Oma Lotte'] })).toEqual([]);
  });

  it.each([
    // [stamina, composure, resolve] → health, willpower
    [1, 1, 1, 4, 2],
    [3, 2, 4, 6, 6],
    [4, 3, 2, 7, 5],
  ])('stamina %i, composure %i, resolve %i: health %i, willpower %i, Rage 1, empty tracks, Homid', (sta, com, res, health, willpower) => {
    const garou = stridingRagabash({ rage: 3, harano: 2, form: 'crinos', touchstones: [' Oma Lotte ', ''] });
    const withAttributes = {
      ...garou,
      categories: garou.categories.map((c) => ({ ...c, attributes: c.attributes.map((a) => ({ ...a, value: a.key === 'sta' ? sta : a.key === 'com' ? com : a.key === 'res' ? res : a.value })) })),
    };
    const finished = finishW5Creation(withAttributes, 'Rudel');
    expect(finished.ok && finished.character).toMatchObject({ health, willpower, rage: 1, harano: 0, hauglosk: 0, form: 'homid', touchstones: ['Oma Lotte'], directory: 'Rudel' });
  });
});

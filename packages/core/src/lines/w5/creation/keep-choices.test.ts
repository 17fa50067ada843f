import { describe, expect, it } from 'vitest';
import { setCreationAttribute } from '../../../fifth-edition/creation/attributes.ts';
import { ahroun, blackFuries, gifts, philodox, ragabash, rites, silentStriders, werewolf } from '../test-fixtures.ts';
import type { W5Character } from '../schema.ts';
import { chooseAuspice, chooseTribe } from './auspice-tribe.ts';
import { carryW5Step, w5ChoicesDropped, w5ChoicesDroppedBy, type W5DroppedChoice } from './keep-choices.ts';

const content = { auspices: [ragabash, ahroun, philodox], tribes: [silentStriders, blackFuries], gifts, rites };

const attributes = (c: W5Character) => Object.fromEntries(c.categories.flatMap((category) => category.attributes.map((a) => [a.key, a.value])));
// The nine attributes as the player set them: Strength 4, three at 3, four at 2, Resolve 1.
const spread: Array<[Parameters<typeof setCreationAttribute>[1], number]> = [['str', 4], ['dex', 3], ['sta', 3], ['cha', 3], ['man', 2], ['com', 2], ['int', 2], ['wit', 2], ['res', 1]];

// The wizard as the player left it: Ragabash of the Silent Striders, attributes set, Renown
// 2 Wisdom + 1 Glory, native Gift 1, Ragabash Gift 18, Silent Strider Gift 84, rite 1, a touchstone.
const afterAuspice = chooseAuspice(werewolf(), ragabash);
const afterTribe = chooseTribe(afterAuspice, silentStriders, ragabash);
const afterAttributes = spread.reduce((c, [key, value]) => setCreationAttribute(c, key, value), afterTribe);
const afterRenown: W5Character = { ...afterAttributes, renown: { glory: 1, honor: 0, wisdom: 2 } };
const afterGifts: W5Character = {
  ...afterRenown,
  gifts: [
    { id: 1, name: 'Gabe 1', group: 'native' },
    { id: 18, name: 'Gabe 18', group: 'auspice' },
    { id: 84, name: 'Gabe 84', group: 'tribe' },
  ],
  rites: [{ id: 1, name: 'Ritus 1' }],
};
const afterIdentity: W5Character = { ...afterGifts, touchstones: ['Meine Schwester'], concept: 'Kurierin' };
const later = [
  { step: 'tribe', character: afterTribe },
  { step: 'attributes', character: afterAttributes },
  { step: 'skills', character: afterAttributes },
  { step: 'traits', character: afterAttributes },
  { step: 'renown', character: afterRenown },
  { step: 'gifts', character: afterGifts },
  { step: 'identity', character: afterIdentity },
];

/** Every later step carried onto the changed character, as "weiter" does step by step. */
function walk(changed: W5Character, steps = later): W5Character {
  return steps.reduce((current, entry) => carryW5Step(entry.step, entry.character, current, content)?.character ?? current, changed);
}

describe('going back in the Werewolf wizard keeps what still fits (#46 item 14)', () => {
  it.each<[string, W5Character, typeof later, Partial<Record<'auspice' | 'tribe', string>>, W5DroppedChoice[], number[]]>([
    // name, changed character, later steps → auspice/tribe afterwards, what is dropped, Gift ids kept
    ['same auspice again: nothing dropped', chooseAuspice(werewolf(), ragabash), later, { auspice: 'ragabash', tribe: 'silent-striders' }, [], [1, 18, 84]],
    ['another auspice keeps the tribe and drops only the old auspice Gift', chooseAuspice(werewolf(), ahroun), later, { auspice: 'ahroun', tribe: 'silent-striders' }, [{ kind: 'gift', name: 'Gabe 18', group: 'auspice' }], [1, 84]],
    [
      'another tribe drops the Renown layout and the old tribe Gift',
      chooseTribe(afterAuspice, blackFuries, ragabash),
      later.slice(1),
      { auspice: 'ragabash', tribe: 'black-furies' },
      [{ kind: 'renown' }, { kind: 'gift', name: 'Gabe 84', group: 'tribe' }],
      [1, 18],
    ],
  ])('%s', (_name, changed, steps, kept, dropped, giftIds) => {
    expect(w5ChoicesDropped(steps, changed, content)).toEqual(dropped);
    const walked = walk(changed, steps);
    expect(walked).toMatchObject(kept);
    // The nine attributes, the rite and the touchstones are never wiped.
    expect(attributes(walked)).toEqual(attributes(afterAttributes));
    expect(attributes(walked)).toMatchObject({ str: 4, res: 1 });
    expect(walked.rites.map((r) => r.id)).toEqual([1]);
    expect(walked.touchstones).toEqual(['Meine Schwester']);
    expect(walked.gifts.map((g) => g.id)).toEqual(giftIds);
  });

  it.each<[string, W5Character['renown'], W5Character['renown'], boolean]>([
    // chosen Renown, tribe → kept?
    ['2 Wisdom + 1 Honor still fits the Silent Striders (Wisdom)', { glory: 0, honor: 1, wisdom: 2 }, { glory: 0, honor: 1, wisdom: 2 }, true],
    ['2 Wisdom + 1 Glory does not fit the Black Furies (Glory): their layout is suggested', { glory: 1, honor: 0, wisdom: 2 }, { glory: 2, honor: 0, wisdom: 1 }, false],
  ])('Renown: %s', (_name, chosen, expected, fits) => {
    const tribe = fits ? silentStriders : blackFuries;
    const entered = chooseTribe(afterAuspice, tribe, ragabash);
    const carried = carryW5Step('renown', { ...afterRenown, renown: chosen }, entered, content);
    expect(carried?.character.renown).toEqual(expected);
    expect(carried?.dropped).toEqual(fits ? [] : [{ kind: 'renown' }]);
  });

  it('a changed auspice suggests the third Renown dot anew only where the player had none to keep', () => {
    // Ahroun favours Glory: the tribe step lays out 2 Wisdom + 1 Glory; the player's 2 Wisdom + 1 Glory stays.
    const walked = walk(chooseAuspice(werewolf(), ahroun));
    expect(walked.renown).toEqual({ glory: 1, honor: 0, wisdom: 2 });
  });

  it('a second change names only its own losses, not those the first change already brought', () => {
    // Ahroun was chosen on step 1; the steps ahead still hold the Ragabash Gift that "weiter" will drop.
    const ahrounSteps = later.slice(1);
    const ahrounStriders = chooseTribe(chooseAuspice(werewolf(), ahroun), silentStriders, ahroun);
    const ahrounFuries = chooseTribe(chooseAuspice(werewolf(), ahroun), blackFuries, ahroun);
    expect(w5ChoicesDropped(ahrounSteps, ahrounFuries, content)).toContainEqual({ kind: 'gift', name: 'Gabe 18', group: 'auspice' });
    expect(w5ChoicesDroppedBy(ahrounSteps, ahrounStriders, ahrounFuries, content)).toEqual([{ kind: 'renown' }, { kind: 'gift', name: 'Gabe 84', group: 'tribe' }]);
  });

  it('a step with nothing to carry starts fresh', () => {
    expect(carryW5Step('auspice', afterTribe, afterAuspice, content)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import attributesDe from '../../../../../content/data/de-DE/Attributes.json';
import attributesEn from '../../../../../content/data/en-US/Attributes.json';
import skillsDe from '../../../../../content/data/de-DE/Skills.json';
import skillsEn from '../../../../../content/data/en-US/Skills.json';
import giftsDe from '../../../../../content/data/de-DE/w5/Gifts.json';
import giftsEn from '../../../../../content/data/en-US/w5/Gifts.json';
import renownDe from '../../../../../content/data/de-DE/w5/Renown.json';
import renownEn from '../../../../../content/data/en-US/w5/Renown.json';
import ritesDe from '../../../../../content/data/de-DE/w5/Rites.json';
import ritesEn from '../../../../../content/data/en-US/w5/Rites.json';
import { checkPowerPool, concretePools, poolRollableInAny, readPowerPool, type W5PoolNames, type W5PoolReading, type W5PoolTrait } from './power-pools.ts';

const names: Record<'de' | 'en', W5PoolNames> = {
  de: { attributes: attributesDe, skills: skillsDe, renown: renownDe },
  en: { attributes: attributesEn, skills: skillsEn, renown: renownEn },
};

const a = (key: string): W5PoolTrait => ({ kind: 'attribute', key }) as W5PoolTrait;
const s = (key: string): W5PoolTrait => ({ kind: 'skill', key }) as W5PoolTrait;
const r = (key: string): W5PoolTrait => ({ kind: 'renown', key }) as W5PoolTrait;
const pools = (...list: Array<[W5PoolTrait[], W5PoolTrait[][] | 'power' | null]>): W5PoolReading => ({ kind: 'pools', pools: list.map(([traits, resistedBy]) => ({ traits, resistedBy })) });

describe('a Gift or rite pool text reads as traits (texts as in Gifts.json and Rites.json, W5 core rules)', () => {
  it.each<[string, 'de' | 'en', string | null, W5PoolReading]>([
    ['no pool', 'en', null, { kind: 'none' }],
    ['"None"', 'en', 'None', { kind: 'none' }],
    ['"Keiner"', 'de', 'Keiner', { kind: 'none' }],
    ['attribute + Renown (Gremlins, core p. 149)', 'en', 'Charisma + Glory', pools([[a('cha'), r('glory')], null])],
    ['attribute + Renown in German', 'de', 'Entschlossenheit + Ehre', pools([[a('res'), r('honor')], null])],
    ['Renown alone', 'de', 'Ruhm', pools([[r('glory')], null])],
    ['resisted by a pool', 'en', 'Charisma + Glory vs. Composure + Resolve', pools([[a('cha'), r('glory')], [[a('com'), a('res')]]])],
    ['resisted by the target\'s Power', 'de', 'Geistesschärfe + Ehre vs. Macht', pools([[a('wit'), r('honor')], 'power'])],
    ['resisted by one of two pools (Lacerating Wind, core p. 168)', 'en', 'Resolve + Honor vs. Stamina + Survival or Dexterity + Athletics', pools([[a('res'), r('honor')], [[a('sta'), s('sur')], [a('dex'), s('ath')]]])],
    ['resisted with a trait that may replace the last one', 'de', 'Fassung + Ruhm vs. Geistesschärfe + Okkultismus (oder Weisheit)', pools([[a('com'), r('glory')], [[a('wit'), s('occ')], [a('wit'), r('wisdom')]]])],
    ['two pools', 'en', 'Manipulation + Wisdom, Charisma + Wisdom', pools([[a('man'), r('wisdom')], null], [[a('cha'), r('wisdom')], null])],
    ['no activation, a reflexive roll', 'de', 'Keiner (reflexiv: Geistesschärfe + Überleben)', pools([[a('wit'), s('sur')], null])],
    ['no activation, resisted by the target (Odious Aroma, core p. 177)', 'en', 'None (resisted: Composure + Survival vs. Stamina + Honor)', pools([[a('sta'), r('honor')], [[a('com'), s('sur')]]])],
    ['rite: Renown + skill (p. 181)', 'de', 'Ehre + Okkultismus', pools([[r('honor'), s('occ')], null])],
    ['rite: skill before Renown', 'en', 'Medicine + Wisdom', pools([[s('med'), r('wisdom')], null])],
    ['rite: a Renown of choice', 'de', 'Ansehen (beliebig) + Okkultismus', pools([[r('any'), s('occ')], null])],
    ['rite: the fitting Renown', 'en', 'Appropriate Renown + Craft', pools([[r('any'), s('cra')], null])],
    ['an unknown trait is not guessed', 'en', 'Charisma + Banality', { kind: 'unreadable', text: 'Charisma + Banality' }],
  ])('%s: %s', (_, language, text, expected) => {
    expect(readPowerPool(text, names[language])).toEqual(expected);
  });

  it('"a Renown of choice" is one pool per Renown', () => {
    expect(concretePools({ traits: [r('any'), s('occ')], resistedBy: null })).toEqual([
      [r('glory'), s('occ')],
      [r('honor'), s('occ')],
      [r('wisdom'), s('occ')],
    ]);
    expect(concretePools({ traits: [a('cha'), r('glory')], resistedBy: null })).toEqual([[a('cha'), r('glory')]]);
  });
});

describe('every Gift and rite of the content has a readable pool, the same in both languages', () => {
  const powers = [
    ['Gift', giftsDe, giftsEn],
    ['rite', ritesDe, ritesEn],
  ] as const;
  for (const [kind, german, english] of powers) {
    it.each(german.map((power) => [power.id, power.name, power.dicePool] as const))(`${kind} %i (%s): %s`, (id, _name, germanPool) => {
      const englishPool = english.find((power) => power.id === id)?.dicePool ?? null;
      const inGerman = readPowerPool(germanPool, names.de);
      expect(inGerman.kind).not.toBe('unreadable');
      expect(readPowerPool(englishPool, names.en)).toEqual(inGerman);
    });
  }

  it('most Gift pools use Renown (the reason it must be pickable)', () => {
    const withRenown = giftsEn.filter((gift) => {
      const reading = readPowerPool(gift.dicePool, names.en);
      return reading.kind === 'pools' && reading.pools.some((pool) => pool.traits.some((trait) => trait.kind === 'renown'));
    });
    const rolled = giftsEn.filter((gift) => readPowerPool(gift.dicePool, names.en).kind === 'pools');
    expect(withRenown.length).toBeGreaterThan(rolled.length / 2);
  });
});

describe('the homebrew pool rule the editor and the server share (issue #49)', () => {
  it.each<[string, string | null, 'none' | 'readable' | 'unreadable', boolean]>([
    ['no pool', null, 'none', true],
    ['a blank pool', '  ', 'none', true],
    ['a German pool', 'Geistesschärfe + Weisheit', 'readable', true],
    ['an unknown trait', 'Geistesschärfe + Mondgeheul', 'unreadable', false],
    ['"plus" instead of "+"', 'Intelligenz plus Okkultismus', 'unreadable', false],
  ])('%s ("%s") reads %s in German; rollable in some language: %s', (_, text, inGerman, inAny) => {
    expect(checkPowerPool(text, names.de).status).toBe(inGerman);
    expect(poolRollableInAny(text, [names.de, names.en])).toBe(inAny);
  });

  it('a pool in the other language is rollable in some language, not in this one', () => {
    expect(checkPowerPool('Wits + Wisdom', names.de).status).toBe('unreadable');
    expect(poolRollableInAny('Wits + Wisdom', [names.de, names.en])).toBe(true);
    expect(poolRollableInAny('Wits + Wisdom', [names.de])).toBe(false);
  });
});

import { blankCharacter } from '../../character/blank.ts';
import type { TraitPack } from '../../fifth-edition/trait-packs.ts';
import type { Auspice } from './content/auspices.ts';
import type { Form } from './content/forms.ts';
import type { Gift, GiftGroup, Rite } from './content/gifts.ts';
import type { Tribe } from './content/tribes.ts';
import type { RenownKey } from './keys.ts';
import type { W5Character } from './schema.ts';

/** Test-only synthetic Werewolf content (ids and numbers mirror the real data where it helps reading). */

export function tribe(id: string, favoredRenown: RenownKey, core = true): Tribe {
  return { id, name: id, patronSpirit: `Geist von ${id}`, favoredRenown, description: '', favor: `Gunst von ${id}`, ban: `Bann von ${id}`, core };
}
export function auspice(id: string, favoredRenown: RenownKey): Auspice {
  return { id, name: id, moon: '', role: '', favoredRenown, description: '' };
}
const thresholds = { native: [1, 4, 7], auspice: [2, 5, 8], tribe: [3, 6, 9] } as const;
export function group(kind: GiftGroup['kind'], groupId: string | null, tier: 1 | 2 | 3): GiftGroup {
  return { kind, groupId, minTotalRenown: thresholds[kind][tier - 1] ?? 0, tier };
}
export function gift(id: number, groups: GiftGroup[], extra: Partial<Gift> = {}): Gift {
  return { id, key: `gift-${id}`, name: `Gabe ${id}`, renown: 'wisdom', groups, dicePool: null, cost: null, duration: null, summary: '', book: 1, page: null, verified: true, ...extra };
}
export function rite(id: number, extra: Partial<Rite> = {}): Rite {
  return { id, key: `rite-${id}`, name: `Ritus ${id}`, type: 'common', dicePool: null, duration: null, summary: '', book: 1, page: null, verified: true, ...extra };
}

export const silentStriders = tribe('silent-striders', 'wisdom');
export const blackFuries = tribe('black-furies', 'glory');
export const getOfFenris = tribe('get-of-fenris', 'glory', false);
export const ragabash = auspice('ragabash', 'wisdom');
export const ahroun = auspice('ahroun', 'glory');
export const philodox = auspice('philodox', 'honor');

/** Gifts: natives at tiers 1–2, Ragabash tier 1 and 2, Silent Striders tier 1, one shared by Ragabash and Silent Striders, Ahroun and Black Furies tier 1, an unverified one, one of book 5. */
export const gifts: Gift[] = [
  gift(1, [group('native', null, 1)]),
  gift(2, [group('native', null, 1)]),
  gift(3, [group('native', null, 2)]),
  gift(18, [group('auspice', 'ragabash', 1)]),
  gift(19, [group('auspice', 'ragabash', 2)]),
  gift(84, [group('tribe', 'silent-striders', 1)]),
  gift(21, [group('auspice', 'ragabash', 1), group('tribe', 'silent-striders', 2)]),
  gift(5, [group('auspice', 'ahroun', 1), group('tribe', 'black-furies', 1)]),
  gift(153, [group('tribe', 'silent-striders', 1)], { verified: false, book: 5 }),
  gift(140, [group('native', null, 1)], { book: 4 }),
];
export const rites: Rite[] = [rite(1), rite(2, { type: 'social' }), rite(44, { verified: false, book: 5 })];

const mod = (applies: Form['poolModifiers'][number]['applies'], dice: number, extra: Partial<Form['poolModifiers'][number]> = {}) => ({ applies, dice, except: [], conditional: false, note: null, ...extra });
function form(id: Form['id'], rageChecks: number, poolModifiers: Form['poolModifiers'], extra: Partial<Form> = {}): Form {
  return { id, name: id, title: '', rageChecks, poolModifiers, automaticFailures: [], healthBonus: 0, regeneration: 0, delirium: false, features: [], restrictions: [], description: '', ...extra };
}
/** The five forms with the numbers of the rules (forms.json). */
export const forms: Form[] = [
  form('homid', 0, []),
  form('glabro', 1, [mod('physical', 2), mod('social', -2, { conditional: true, except: ['int'] })], { regeneration: 1 }),
  form('crinos', 2, [mod('physical', 4)], { healthBonus: 4, regeneration: 2, delirium: true, automaticFailures: [{ applies: 'social', except: ['int'] }, { applies: 'ste', except: [] }] }),
  form('hispo', 1, [mod('physical', 2, { except: ['ste'] }), mod('ste', -2)], { regeneration: 1 }),
  form('lupus', 0, [mod('sur', 2, { conditional: true }), mod('ste', 2, { conditional: true })]),
];

export function pack(type: TraitPack['type'], id: number, advantages: number[], flaws: number[]): TraitPack {
  const trait = (traitId: number, level: number) => ({ id: traitId, level, name: `T${traitId}`, description: '', isRepeatable: false, restriction: null, requirement: null, restrictRepeats: null, actions: [] });
  return { id, type, name: `Pack ${id}`, description: '', isCombinable: true, specialRules: 'none', restriction: null, advantages: advantages.map((level, i) => trait(i + 1, level)), disadvantages: flaws.map((level, i) => trait(i + 1, level)) };
}

/** A new werewolf of the create dialog (book 1 only unless given). */
export function werewolf(overrides: Partial<W5Character> = {}): W5Character {
  return { ...blankCharacter('w5', { name: 'Kaja', books: [1] }), ...overrides };
}

/** A werewolf past the auspice and tribe steps: Ragabash of the Silent Striders, Renown 2 Wisdom + 1 Glory. */
export function stridingRagabash(overrides: Partial<W5Character> = {}): W5Character {
  return werewolf({ auspice: 'ragabash', tribe: 'silent-striders', renown: { glory: 1, honor: 0, wisdom: 2 }, ...overrides });
}

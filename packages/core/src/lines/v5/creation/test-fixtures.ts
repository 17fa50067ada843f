import { blankV5Character as blankCharacter } from '../blank.ts';
import type { SkillKey } from '../../../fifth-edition/keys.ts';
import type { V5Character as Character, V5CharacterInput as CharacterInput } from '../schema.ts';
import type { PredatorAction } from '../content/actions.ts';
import type { V5Meta as Meta } from '../content/books.ts';
import type { Clan } from '../content/clans.ts';
import type { PredatorType } from '../content/predator-types.ts';
import type { Restriction } from '../../../content/restriction.ts';
import type { TraitPack } from '../../../fifth-edition/trait-packs.ts';
import { allDisciplines, backgroundPack, meritPack, trait } from '../leveling/test-fixtures.ts';
import type { ActionContent } from './actions.ts';
import { chooseClan } from './clan-predator.ts';

/** Test-only synthetic content for the creation rules (ids mirror the real data where it helps reading). */

export function clan(id: number, name: string, disciplines: number[], actions: PredatorAction[] = []): Clan {
  return { id, name, slogan: '', description: '', bane: `Fluch der ${name}`, compulsion: { name: '', description: '' }, disciplines, actions };
}

export function predatorType(id: number, name: string, actions: PredatorAction[], restriction: Restriction | null = null): PredatorType {
  return { id, name, description: '', restriction, actions };
}

/** A trait pack with the given advantages and flaws. */
export function pack(type: TraitPack['type'], id: number, name: string, advantages: TraitPack['advantages'], disadvantages: TraitPack['disadvantages'], extra: Partial<TraitPack> = {}): TraitPack {
  return { id, type, name, description: '', isCombinable: true, specialRules: 'none', restriction: null, advantages, disadvantages, ...extra };
}

/** Merits 5 "Sprachen": flaw 1 Analphabet (●●) caps Academics and Science at 1. */
export const languagesPack = pack('merits', 5, 'Sprachen', [trait(1, 1)], [
  trait(1, 2, {
    name: 'Analphabet',
    actions: [
      { type: 'cap_skill', data: { skill: 'aca', value: 1 } },
      { type: 'cap_skill', data: { skill: 'sci', value: 1 } },
    ],
  }),
]);
/** Merits 6 "Aussehen": flaw 2 Abstoßend (●●), the Nosferatu's clan flaw. */
export const looksPack = pack('merits', 6, 'Aussehen', [trait(1, 2)], [trait(1, 1), trait(2, 2, { name: 'Abstoßend' })]);
/** Merits 3 "Trinken": flaws 1 (●), 2 Beutebeschränkung (●). */
export const feedingPack = pack('merits', 3, 'Trinken', [trait(1, 1), trait(2, 3)], [trait(1, 1), trait(2, 1, { name: 'Beutebeschränkung' })]);
/** Backgrounds 2 "Kontakte". */
export const contactsPack = pack('backgrounds', 2, 'Kontakte', [trait(1, 1), trait(2, 2), trait(3, 3)], []);
/** Backgrounds 3 "Ruhm": flaw 1 Dunkles Geheimnis (●). */
export const famePack = pack('backgrounds', 3, 'Ruhm', [trait(1, 1)], [trait(1, 1, { name: 'Dunkles Geheimnis' }), trait(2, 2)]);
/** Backgrounds 6 "Zuflucht": sizes 1–2, extras 3 and 4 need a size, 4 needs size 2. */
export const havenPack = pack(
  'backgrounds',
  6,
  'Zuflucht',
  [trait(1, 1), trait(2, 2), trait(3, 1, { requirement: { type: 'or', values: [1, 2] } }), trait(4, 1, { requirement: { type: 'or', values: [2] } })],
  [trait(1, 1)],
  { specialRules: 'haven' },
);
/** Backgrounds 11 "Status": Caitiff may not buy it while being created; flaw 1 Verdächtig is the Caitiff's clan flaw. */
export const statusPack = pack('backgrounds', 11, 'Status', [trait(1, 1), trait(2, 2)], [trait(1, 1, { name: 'Verdächtig' }), trait(2, 2)]);

export const allMerits = [meritPack, languagesPack, looksPack, feedingPack];
export const allBackgrounds = [backgroundPack, contactsPack, famePack, havenPack, statusPack];
export const actionContent: ActionContent = { merits: allMerits, backgrounds: allBackgrounds, disciplines: allDisciplines };

export const tremere = clan(12, 'Tremere', [1, 3, 2]);
export const ventrue = clan(14, 'Ventrue', [2, 1]);
export const hecata = clan(4, 'Hecata', [1, 2, 11]);
export const nosferatu = clan(8, 'Nosferatu', [1, 2], [{ type: 'add_flaw', data: { choices: [{ type: 'merit', id: 6, flawId: 2, customLevel: null, suffix: null }] } }]);
export const caitiff = clan(15, 'Caitiff', [1, 2, 3, 11], [{ type: 'add_flaw', data: { choices: [{ type: 'background', id: 11, flawId: 1, customLevel: null, suffix: null }] } }]);
/** A homebrew placeholder: negative ids are never offered. */
export const placeholderClan = clan(-1, 'Platzhalter', [1]);
export const allClans = [tremere, ventrue, hecata, nosferatu, caitiff, placeholderClan];

/** Beuteltrinker: not for Ventrue; Blood Sorcery only for Banu Haqim/Tremere, Oblivion only with book 3 or 5. */
export const bagger = predatorType(
  2,
  'Beuteltrinker',
  [
    { type: 'discipline_point', data: { choices: [{ id: 3, restriction: { type: 'only_clans', data: [1, 12] } }, { id: 2, restriction: null }, { id: 11, restriction: { type: 'book_activated', data: [3, 5] } }] } },
    { type: 'add_merit', data: { meritId: 3, levelId: 2 } },
  ],
  { type: 'exclude_clans', data: [14] },
);
/** Bauer: only with blood potency ≤ 2. */
export const farmer = predatorType(7, 'Bauer', [{ type: 'humanity_change', data: { amount: 1 } }], { type: 'max_blood_potency', data: 2 });
/** Räuber: +3 Contacts. */
export const alleycat = predatorType(1, 'Räuber', [
  { type: 'discipline_point', data: { choices: [{ id: 1, restriction: null }, { id: 2, restriction: null }] } },
  { type: 'humanity_change', data: { amount: -1 } },
  { type: 'add_background_points', data: { amount: 3, backgroundId: 2 } },
]);
/** Only in book 5. */
export const graverobber = predatorType(8, 'Grabfresser', [{ type: 'add_background', data: { backgroundId: 3, levelId: 1 } }]);
export const allPredatorTypes = [bagger, farmer, alleycat, graverobber];

export const meta: Pick<Meta, 'books'> = {
  books: [
    { id: 1, name: { 'de-DE': 'Grundregelwerk', 'en-US': 'Core' }, clans: [8, 12, 14, -1], merits: [3, 5, 6, 7], backgrounds: [2, 3, 6, 9, 11], predatorTypes: [1, 2, 7] },
    { id: 5, name: { 'de-DE': 'Kulte', 'en-US': 'Cults' }, clans: [4], merits: [], backgrounds: [], predatorTypes: [8] },
    { id: 7, name: { 'de-DE': 'Sonderregeln', 'en-US': 'Special rules' }, clans: [15], merits: [], backgrounds: [], predatorTypes: [] },
  ],
};

/** A fresh character of the core book (children era, generation 13, blood potency 1) with overrides. */
export function fresh(overrides: CharacterInput = {}): Character {
  return blankCharacter({ books: [1], generation: 13, bloodPotency: 1, humanity: 7, ...overrides });
}

/** A fresh character of a clan. */
export function ofClan(c: Clan, overrides: CharacterInput = {}): Character {
  return chooseClan(fresh(overrides), c);
}

/** Specialities of a skill. */
export function specialitiesOf(character: Pick<Character, 'categories'>, key: SkillKey): string[] {
  for (const category of character.categories) {
    const found = category.skills.find((skill) => skill.key === key);
    if (found) return found.specialization;
  }
  return [];
}

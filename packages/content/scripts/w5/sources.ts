import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A text in both languages as the reference and the authors write it (`null` = none). */
export interface Loc {
  de?: string | null;
  en?: string | null;
}
type RenownKey = 'glory' | 'honor' | 'wisdom';
export interface RefGroup {
  kind: 'native' | 'auspice' | 'tribe';
  groupId: string | null;
  minTotalRenown: number;
  tier: number | null;
}
export interface RefGift {
  id: number;
  key: string;
  name: Loc;
  renown: RenownKey;
  groups: RefGroup[];
  dicePool: Loc | null;
  cost: Loc | null;
  duration: Loc | null;
  book: string;
  page: number | null;
}
export interface RefRite {
  id: number;
  key: string;
  name: Loc;
  type: 'common' | 'social' | 'mystical';
  dicePool: Loc | null;
  book: string;
  page: number | null;
}
export interface W5Reference {
  tribes: Array<{ id: string; name: Loc; renown: RenownKey; patronSpirit: Loc; core: boolean }>;
  auspices: Array<{ id: string; name: Loc; moon: Loc }>;
  renown: Array<{ id: RenownKey; name: Loc }>;
  gifts: RefGift[];
  rites: RefRite[];
}

/** An authored record: texts by field, plus the authors' notes (never shipped). */
export type Authored = Record<string, Loc | string | undefined | unknown>;
export interface AuthoredGift {
  name?: Loc;
  summary?: Loc;
  dicePool?: Loc;
  cost?: Loc;
  duration?: Loc;
  note?: string;
  groupsFix?: RefGroup[];
}
export interface AuthoredRite {
  name?: Loc;
  summary?: Loc;
  duration?: Loc;
  note?: string;
}
export interface AuthoredTribe {
  name: Loc;
  patronSpirit: Loc;
  favoredRenown: RenownKey;
  description: Loc;
  favor: Loc;
  ban: Loc;
}
export interface AuthoredAuspice {
  favoredRenown: RenownKey;
  role: Loc;
  description: Loc;
}
export interface AuthoredForm {
  id: string;
  name: Loc;
  title: Loc;
  rageChecks: number;
  poolModifiers: Array<{ applies: string; dice: number; note?: Loc }>;
  healthBonus: number;
  regeneration: number;
  delirium: boolean;
  features: Loc[];
  restrictions: Loc[];
  description: Loc;
}
export interface AuthoredTrait {
  id: number;
  level: number;
  name: Loc;
  description: Loc;
  [key: string]: unknown;
}
export interface AuthoredPack {
  id: number;
  type: 'merits' | 'backgrounds';
  name: Loc;
  description: Loc;
  advantages: AuthoredTrait[];
  disadvantages: AuthoredTrait[];
  [key: string]: unknown;
}
export interface AuthoredLexiconEntry {
  id: string;
  title: Loc;
  subtitle: Loc | null;
  paragraphs: Loc[];
  lists: Loc[][];
}
export interface W5Authoring {
  tribes: Record<string, AuthoredTribe>;
  auspices: Record<string, AuthoredAuspice>;
  renown: Record<string, { description: Loc }>;
  gifts: Record<string, AuthoredGift>;
  rites: Record<string, AuthoredRite>;
  forms: AuthoredForm[];
  merits: AuthoredPack[];
  backgrounds: AuthoredPack[];
  lexicon: { prepend: AuthoredLexiconEntry[]; append: AuthoredLexiconEntry[] };
}

const readJson = <T>(dir: string, file: string): T => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;

export function readW5Reference(dir: string): W5Reference {
  return {
    tribes: readJson<{ tribes: W5Reference['tribes'] }>(dir, 'tribes.json').tribes,
    auspices: readJson<{ auspices: W5Reference['auspices'] }>(dir, 'auspices.json').auspices,
    renown: readJson<{ renown: W5Reference['renown'] }>(dir, 'renown.json').renown,
    gifts: readJson<{ gifts: RefGift[] }>(dir, 'gifts.json').gifts,
    rites: readJson<{ rites: RefRite[] }>(dir, 'rites.json').rites,
  };
}

export function readW5Authoring(dir: string): W5Authoring {
  return {
    tribes: readJson(dir, 'tribes.json'),
    auspices: readJson(dir, 'auspices.json'),
    renown: readJson(dir, 'renown.json'),
    gifts: readJson(dir, 'gifts.json'),
    rites: readJson(dir, 'rites.json'),
    forms: readJson(dir, 'forms.json'),
    merits: readJson(dir, 'merits.json'),
    backgrounds: readJson(dir, 'backgrounds.json'),
    lexicon: readJson(dir, 'lexicon.json'),
  };
}

import type { AttributeKey, SkillKey } from '../../../fifth-edition/keys.ts';
import { renownKeys, type RenownKey } from '../keys.ts';

/** One trait of a Gift's or rite's pool; `renown: 'any'` is "a Renown of the player's choice" (some rites). */
export type W5PoolTrait = { kind: 'attribute'; key: AttributeKey } | { kind: 'skill'; key: SkillKey } | { kind: 'renown'; key: RenownKey | 'any' };

/** A pool the character rolls, and what resists it: other pools (alternatives), the target's Power, or nothing. */
export interface W5PowerPool {
  traits: readonly W5PoolTrait[];
  resistedBy: readonly (readonly W5PoolTrait[])[] | 'power' | null;
}

/** What a content pool text says: no roll, one or more pools, or a text no rule here can read. */
export type W5PoolReading = { kind: 'none' } | { kind: 'pools'; pools: readonly W5PowerPool[] } | { kind: 'unreadable'; text: string };

/** The names a pool text uses, in the content's language (from the content's attributes, skills and Renown). */
export interface W5PoolNames {
  attributes: ReadonlyArray<{ key: string; name: string }>;
  skills: ReadonlyArray<{ key: string; name: string }>;
  renown: ReadonlyArray<{ id: string; name: string }>;
}

/**
 * The few joining words of the pool texts, in both content languages (packages/content/data/{de-DE,en-US}/w5).
 * `any` are the words for "a Renown": the rites' "Appropriate Renown", "Renown (any)", "Ansehen (beliebig)".
 */
const words = {
  none: ['none', 'keiner', 'keine'],
  versus: [' vs. ', ' gegen '],
  or: [' or ', ' oder '],
  anyRenown: ['appropriate renown', 'passendes ansehen', 'renown', 'ansehen'],
  power: ['power', 'macht'],
  /** "None (resisted: A vs. B)": the target rolls A against the Garou's B. */
  resisted: ['resisted', 'widerstand'],
} as const;

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const splitBy = (text: string, separators: readonly string[]) => separators.reduce<string[]>((parts, separator) => parts.flatMap((part) => part.split(separator)), [text]);

function traitOf(name: string, names: W5PoolNames): W5PoolTrait | undefined {
  // "Renown (any)", "Ansehen (höchster des Ziels)": the bracket says which; the player picks it.
  const bare = normal(name.replace(/\(.*\)/, ''));
  const attribute = names.attributes.find((a) => normal(a.name) === bare);
  if (attribute) return { kind: 'attribute', key: attribute.key as AttributeKey };
  const skill = names.skills.find((s) => normal(s.name) === bare);
  if (skill) return { kind: 'skill', key: skill.key as SkillKey };
  const renown = names.renown.find((r) => normal(r.name) === bare && (renownKeys as readonly string[]).includes(r.id));
  if (renown) return { kind: 'renown', key: renown.id as RenownKey };
  if ((words.anyRenown as readonly string[]).includes(bare)) return { kind: 'renown', key: 'any' };
  return undefined;
}

/** "A + B" into its traits; `undefined` when one of them is unknown. */
function traitsOf(text: string, names: W5PoolNames): W5PoolTrait[] | undefined {
  const traits = text.split('+').map((part) => traitOf(part, names));
  return traits.every((trait): trait is W5PoolTrait => trait !== undefined) ? traits : undefined;
}

/** The resisting side: the target's Power, pools joined by "or", or "A + B (or C)" (C instead of B). */
function resistanceOf(text: string, names: W5PoolNames): W5PowerPool['resistedBy'] | undefined {
  if ((words.power as readonly string[]).includes(normal(text))) return 'power';
  const alternatives: W5PoolTrait[][] = [];
  for (const option of splitBy(text, words.or)) {
    const instead = /^(.*)\((?:or|oder) ([^)]+)\)\s*$/i.exec(option.trim());
    const traits = traitsOf(instead ? instead[1]! : option, names);
    if (!traits) return undefined;
    alternatives.push(traits);
    if (instead) {
      const other = traitOf(instead[2]!, names);
      if (!other) return undefined;
      alternatives.push([...traits.slice(0, -1), other]);
    }
  }
  return alternatives;
}

function poolOf(text: string, names: W5PoolNames, resisted = false): W5PowerPool | undefined {
  const [own, against, ...rest] = splitBy(text, words.versus);
  if (own === undefined || rest.length > 0) return undefined;
  if (resisted) {
    // The target's roll comes first; the Garou's own pool is the one it is rolled against.
    const garou = against === undefined ? undefined : traitsOf(against, names);
    const target = traitsOf(own, names);
    return garou && target ? { traits: garou, resistedBy: [target] } : undefined;
  }
  const traits = traitsOf(own, names);
  if (!traits) return undefined;
  if (against === undefined) return { traits, resistedBy: null };
  const resistedBy = resistanceOf(against, names);
  return resistedBy ? { traits, resistedBy } : undefined;
}

/**
 * Reads a Gift's or rite's pool text (`dicePool` in Gifts.json and Rites.json of either language):
 * "Charisma + Glory vs. Composure + Resolve", "Resolve + Wisdom, Wits + Wisdom" (two pools),
 * "None (reflexive: Wits + Survival)" (no activation roll, but this one when it triggers).
 */
export function readPowerPool(text: string | null | undefined, names: W5PoolNames): W5PoolReading {
  if (text === null || text === undefined || text.trim() === '') return { kind: 'none' };
  const bracket = /^([^(]+)\((.*)\)\s*$/.exec(text.trim());
  if (bracket && (words.none as readonly string[]).includes(normal(bracket[1]!))) {
    const inner = bracket[2]!;
    const colon = inner.indexOf(':');
    const label = normal(colon === -1 ? '' : inner.slice(0, colon));
    const pool = poolOf(colon === -1 ? inner : inner.slice(colon + 1), names, (words.resisted as readonly string[]).includes(label));
    return pool ? { kind: 'pools', pools: [pool] } : { kind: 'unreadable', text };
  }
  if ((words.none as readonly string[]).includes(normal(text))) return { kind: 'none' };
  const pools = text.split(',').map((part) => poolOf(part, names));
  return pools.every((pool): pool is W5PowerPool => pool !== undefined) ? { kind: 'pools', pools } : { kind: 'unreadable', text };
}

/** A pool with every trait named: "a Renown of choice" becomes one pool per Renown. */
export function concretePools(pool: W5PowerPool): W5PoolTrait[][] {
  const anyAt = pool.traits.findIndex((trait) => trait.kind === 'renown' && trait.key === 'any');
  if (anyAt === -1) return [[...pool.traits]];
  return renownKeys.map((key) => pool.traits.map((trait, index): W5PoolTrait => (index === anyAt ? { kind: 'renown', key } : trait)));
}

/** Whether a homebrew Gift's or rite's pool text is one the sheet can roll: no roll, the pools it reads, or a text no roll button can read. */
export type W5PoolCheck = { status: 'none' } | { status: 'readable'; pools: readonly W5PowerPool[] } | { status: 'unreadable' };

/**
 * The one rule for a homebrew pool text (issue #49): the editor checks it in the content's
 * language, the server in each content language (`poolRollableInAny`).
 */
export function checkPowerPool(text: string | null | undefined, names: W5PoolNames): W5PoolCheck {
  const reading = readPowerPool(text, names);
  if (reading.kind === 'none') return { status: 'none' };
  return reading.kind === 'pools' ? { status: 'readable', pools: reading.pools } : { status: 'unreadable' };
}

/** Whether the sheet of at least one content language can roll the pool text (or it names no roll): what the server refuses otherwise. */
export function poolRollableInAny(text: string | null | undefined, languages: readonly W5PoolNames[]): boolean {
  return languages.some((names) => checkPowerPool(text, names).status !== 'unreadable');
}

import type { Faction, MeritInfo } from './content/schemas.ts';

const text = (name: string) => ({ name, organization: '', paradigm: '', practice: '', instruments: '', description: '', opinions: { traditionCouncil: '', technocraticUnion: '', disparateAlliance: '' } });

/** A few factions as the content has them: listed affinities, free choice, the Order's House rule. */
export const factions: Faction[] = [
  { id: 'verbena', alliance: 'traditionCouncil', affinitySpheres: ['forces', 'life'], otherAffinityAllowed: false, ...text('Verbena') },
  { id: 'order-of-hermes', alliance: 'traditionCouncil', affinitySpheres: ['forces'], otherAffinityAllowed: true, ...text('Orden des Hermes') },
  { id: 'iteration-x', alliance: 'technocraticUnion', affinitySpheres: ['forces', 'matter', 'time'], otherAffinityAllowed: false, ...text('Iteration X') },
  { id: 'hollow-ones', alliance: 'disparateAlliance', affinitySpheres: 'any', otherAffinityAllowed: false, ...text('Hollow Ones') },
];

export const verbena = factions[0]!;
export const orderOfHermes = factions[1]!;

/** Backgrounds that cost two points per dot. */
export const doubleCost = new Set(['enhancement', 'sanctum', 'totem']);

const trait = (id: string, min: number, max: number, options: number[] | null = null, repeatable = false): MeritInfo => ({
  id,
  name: id,
  technocraticName: null,
  category: 'mental',
  cost: { min, max },
  costOptions: options,
  repeatable,
  description: '',
});
export const merits = [trait('acuteSenses', 1, 3, [1, 3]), trait('language', 1, 1, null, true), trait('trueFaith', 7, 7)];
export const flaws = [trait('addiction', 1, 3, [1, 3]), trait('enemy', 1, 5), trait('deranged', 3, 5, [3, 5])];
export const archetypeIds = new Set(['activist', 'rogue', 'visionary']);

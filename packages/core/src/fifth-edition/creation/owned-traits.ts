import type { FifthEditionCharacter, OwnedTraitRecord, TraitCollection } from '../schema.ts';
import { numericId } from '../sheet.ts';
import type { Trait, TraitPack, TraitPackType } from '../trait-packs.ts';

type Character = FifthEditionCharacter;
export type TraitSide = 'advantages' | 'disadvantages';
type PackEntry = TraitCollection['packs'][number];

/** Pseudo pack of the custom merits and flaws players write themselves (docs/behaviour-notes.md §2.4). */
export const customPackId = -42;

/** A trait as the character owns it: the content record plus how it came to the sheet. */
export type OwnedTrait = OwnedTraitRecord;

/** Where an owned trait sits on the sheet. */
export interface OwnedTraitRef {
  type: TraitPackType;
  packId: number;
  side: TraitSide;
  index: number;
}

const sideField = (side: TraitSide) => (side === 'advantages' ? 'traits' : 'flawTraits');

/** The level that counts: a custom level (raised merit, predator-type flaw) wins over the trait's own. */
export function ownedTraitLevel(trait: Pick<OwnedTrait, 'level' | 'customLevel'>): number {
  return trait.customLevel ?? trait.level;
}

/** The owned traits of one side of a pack (all copies, in stored order). */
export function ownedTraitsOf(character: Character, type: TraitPackType, packId: number, side: TraitSide): OwnedTrait[] {
  return character[type].packs
    .filter((entry) => numericId(entry.pack.id) === packId)
    .flatMap((entry) => entry[sideField(side)]);
}

/** Every owned trait with its place, over both collections and both sides. */
export function allOwnedTraits(character: Character): Array<{ ref: OwnedTraitRef; trait: OwnedTrait; pack: PackEntry['pack'] }> {
  const rows: Array<{ ref: OwnedTraitRef; trait: OwnedTrait; pack: PackEntry['pack'] }> = [];
  for (const type of ['merits', 'backgrounds'] as const) {
    for (const entry of character[type].packs) {
      const packId = numericId(entry.pack.id) ?? 0;
      for (const side of ['advantages', 'disadvantages'] as const) {
        entry[sideField(side)].forEach((trait, index) => rows.push({ ref: { type, packId, side, index }, trait, pack: entry.pack }));
      }
    }
  }
  return rows;
}

/** A pack snapshot without its trait lists: the character keeps the pack's identity, not the catalogue. */
function packSnapshot(pack: Pick<TraitPack, 'id' | 'type' | 'name'> & Partial<TraitPack>): PackEntry['pack'] {
  const { advantages: _advantages, disadvantages: _disadvantages, ...rest } = pack;
  return { ...rest };
}

export interface GrantOptions {
  locked: boolean;
  manual: boolean;
  customLevel?: number | null;
  suffix?: string | null;
}

/** Adds a trait of a pack to one side; the pack entry is created when the character has none yet. */
export function addOwnedTrait<C extends Character>(
  character: C,
  pack: Pick<TraitPack, 'id' | 'type' | 'name'> & Partial<TraitPack>,
  side: TraitSide,
  trait: Pick<Trait, 'id' | 'level' | 'name'> & Partial<Trait> & Partial<OwnedTrait>,
  options: GrantOptions,
): C {
  const type = pack.type;
  const collection = character[type];
  // `exclusive` is a catalogue rule, read from the content when it matters; the sheet keeps its shape.
  const { exclusive: _exclusive, ...facts } = trait;
  const owned: OwnedTrait = {
    ...facts,
    description: trait.description ?? '',
    isLocked: options.locked,
    isManual: options.manual,
    ...(options.customLevel != null && options.customLevel !== trait.level ? { customLevel: options.customLevel } : {}),
    ...(options.suffix ? { suffix: options.suffix } : {}),
  };
  const index = collection.packs.findLastIndex((entry) => numericId(entry.pack.id) === pack.id);
  const field = sideField(side);
  const packs =
    index === -1
      ? [...collection.packs, { pack: packSnapshot(pack), traits: [], flawTraits: [], [field]: [owned] }]
      : collection.packs.map((entry, i) => (i === index ? { ...entry, [field]: [...entry[field], owned] } : entry));
  return { ...character, [type]: { ...collection, packs } };
}

/** Removes one owned trait; a pack left empty disappears from the sheet. */
export function removeOwnedTrait<C extends Character>(character: C, ref: OwnedTraitRef): C {
  const collection = character[ref.type];
  const field = sideField(ref.side);
  let seen = 0;
  const packs = collection.packs
    .map((entry) => {
      if (numericId(entry.pack.id) !== ref.packId) return entry;
      const list = entry[field];
      const offset = seen;
      seen += list.length;
      if (ref.index < offset || ref.index >= offset + list.length) return entry;
      return { ...entry, [field]: list.filter((_, i) => i !== ref.index - offset) };
    })
    .filter((entry) => entry.traits.length > 0 || entry.flawTraits.length > 0);
  return { ...character, [ref.type]: { ...collection, packs } };
}

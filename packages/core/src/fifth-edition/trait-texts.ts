import { matchContentName } from '../content/name-match.ts';
import { customPackId } from './creation/owned-traits.ts';
import type { FifthEditionCharacter, OwnedTraitRecord, TraitCollection } from './schema.ts';
import type { Trait, TraitPack } from './trait-packs.ts';

type Side = 'advantages' | 'disadvantages';

/** The content's trait an owned one is: by its id, else (older characters) by the name it was copied under. */
function contentTrait(pack: TraitPack, side: Side, owned: OwnedTraitRecord): Trait | undefined {
  const list = pack[side];
  const byId = list.find((entry) => String(entry.id) === String(owned.id));
  if (byId) return byId;
  const id = owned.name ? matchContentName(owned.name, list.map((entry) => ({ id: entry.id, names: [entry.name] }))) : undefined;
  return id === undefined ? undefined : list.find((entry) => entry.id === id);
}

/**
 * Owned merits, backgrounds or flaws with the names and descriptions of `packs`, the content in
 * the reader's language: the character keeps the ids (and the names it was made with, which
 * stay for what the content does not know); the sheet, its search and the PDF show the content's
 * words. Player-written traits and the custom group keep their own text.
 */
export function withContentTexts(collection: TraitCollection, packs: readonly TraitPack[]): TraitCollection {
  return {
    packs: collection.packs.map((owned) => {
      if (Number(owned.pack.id) === customPackId) return owned;
      const pack = packs.find((entry) => String(entry.id) === String(owned.pack.id));
      if (!pack) return owned;
      const local = (side: Side) => (trait: OwnedTraitRecord) => {
        if (trait.isCustom) return trait;
        const found = contentTrait(pack, side, trait);
        return found ? { ...trait, name: found.name, description: found.description } : trait;
      };
      return { ...owned, pack: { ...owned.pack, name: pack.name, description: pack.description }, traits: owned.traits.map(local('advantages')), flawTraits: owned.flawTraits.map(local('disadvantages')) };
    }),
  };
}

/** A 5th-edition character whose merits and backgrounds read in the content's language (for showing, never for saving). */
export function withContentTraitTexts<C extends FifthEditionCharacter>(character: C, content: { merits: readonly TraitPack[]; backgrounds: readonly TraitPack[] }): C {
  return { ...character, merits: withContentTexts(character.merits, content.merits), backgrounds: withContentTexts(character.backgrounds, content.backgrounds) };
}

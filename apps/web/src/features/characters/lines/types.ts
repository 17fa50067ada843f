import type { ComponentType } from 'react';
import type { CharacterOf, CreateAnswers, GameLine, LineContent } from '@vitae/core';
import type { RollTraitSlot } from '../../../components/roll-traits.ts';

export type { RollTrait, RollTraitSlot } from '../../../components/roll-traits.ts';

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** What the character list and the create dialog need of one line. */
export interface ListLine<L extends GameLine> {
  /** The line's part of a row's subtitle (clan and generation, tribe and auspice, …), already translated; `content` names what the character stores by id. */
  subtitle(character: CharacterOf<L>, t: Translate, content?: LineContent<L>): Array<string | undefined>;
  /** The create dialog's fields for what only this line asks (`creation.asks` of its rules), if any. */
  CreateOptions?: ComponentType<CreateOptionsProps>;
  /**
   * The trackers the storyteller's table card shows (VitaePlay): damage, the line's own pools and
   * its morality, each already translated, in the line's order.
   */
  tableTrackers(character: CharacterOf<L>, t: Translate): TableTracker[];
  /**
   * What a storyteller may ask a roll of (VitaePlay roll requests), one picker per part of the
   * pool ("Attribut", "Fertigkeit"), with the character's current ratings and names from `content`.
   */
  rollTraits(character: CharacterOf<L>, content: LineContent<L>, t: Translate): RollTraitSlot[];
}


/** One value on a table card ("Hunger: 3"); `key` is stable across languages (tests, React keys). */
export interface TableTracker {
  key: string;
  label: string;
  value: string;
}

export interface CreateOptionsProps {
  answers: CreateAnswers;
  onChange: (answers: CreateAnswers) => void;
  /** What is wrong with the line's own answers, translated, by field (shown at the field). */
  problems?: Partial<Record<string, string>>;
}

export type ListRegistry = { readonly [L in GameLine]: ListLine<L> };

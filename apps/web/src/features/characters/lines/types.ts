import type { ComponentType } from 'react';
import type { CharacterOf, CreateAnswers, GameLine, LineContent } from '@vitae/core';

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** What the character list and the create dialog need of one line. */
export interface ListLine<L extends GameLine> {
  /** The line's part of a row's subtitle (clan and generation, tribe and auspice, …), already translated; `content` names what the character stores by id. */
  subtitle(character: CharacterOf<L>, t: Translate, content?: LineContent<L>): Array<string | undefined>;
  /** The create dialog's fields for what only this line asks (`creation.asks` of its rules), if any. */
  CreateOptions?: ComponentType<CreateOptionsProps>;
}

export interface CreateOptionsProps {
  answers: CreateAnswers;
  onChange: (answers: CreateAnswers) => void;
}

export type ListRegistry = { readonly [L in GameLine]: ListLine<L> };

import type { TraitOption } from '@vitae/core/fifth-edition';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Names the restriction texts need: clans and books of the character's line. */
export interface ReasonNames {
  clan(id: number): string | undefined;
  book(id: number): string | undefined;
}

const list = (values: readonly string[]) => values.join(', ');

/**
 * Why a merit, background or flaw cannot be taken, by name: "nicht für Nosferatu", "nur bis
 * Generation 11", "braucht zuerst eines von: Bibliothek, Archiv". One text per reason, in the order the rules found them.
 */
export function traitReasonTexts(option: Pick<TraitOption, 'reasons' | 'details'>, names: ReasonNames, t: Translate): string[] {
  return option.reasons.map((reason) => {
    const { restriction, requires, conflicts } = option.details;
    if (reason === 'restricted' && restriction) {
      switch (restriction.type) {
        case 'only_clans':
          return t('traitReasons.onlyClans', { names: list(restriction.data.map((id) => names.clan(id) ?? String(id))) });
        case 'exclude_clans':
          return t('traitReasons.excludeClans', { names: list(restriction.data.map((id) => names.clan(id) ?? String(id))) });
        case 'max_generation':
          return t('traitReasons.maxGeneration', { value: restriction.data });
        case 'max_blood_potency':
          return t('traitReasons.maxBloodPotency', { value: restriction.data });
        case 'minimum_character_value':
          return t('traitReasons.minimum', { key: t(`traitReasons.values.${restriction.data.key}`, { defaultValue: restriction.data.key }), value: restriction.data.value });
        case 'book_activated':
          return t('traitReasons.book', { names: list(restriction.data.map((id) => names.book(id) ?? String(id))) });
        default:
          return t('editor.traits.reasons.restricted');
      }
    }
    // The book's requirements are alternatives: any one of them will do.
    if (reason === 'requirement' && requires?.length) return t('traitReasons.requires', { names: list(requires), count: requires.length });
    if (reason === 'not_combinable' && conflicts?.length) return t('traitReasons.conflicts', { names: list(conflicts) });
    return t(`editor.traits.reasons.${reason}`);
  });
}

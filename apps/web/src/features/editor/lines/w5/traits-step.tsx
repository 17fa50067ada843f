import { useTranslation } from 'react-i18next';
import type { TraitPack } from '@vitae/core/fifth-edition';
import { w5TraitRules, type W5Character } from '@vitae/core/w5';
import { useContentStore, useLineContent } from '../../../../lib/content/store.ts';
import { TraitsSection } from '../../fifth-edition/traits-section.tsx';
import type { StepProps } from '../types.ts';

/** Advantages and flaws: 7 points of merits and backgrounds, at least 2 of flaws, from the Werewolf packs of the books in use. */
export function TraitsStep({ draft, onChange }: StepProps<'w5'>) {
  const { t } = useTranslation();
  const content = useLineContent('w5');
  const books = (useContentStore().meta.lines.w5?.books ?? []).filter((book) => book.id === 1 || draft.character.books.includes(book.id));
  const inBooks = (pack: TraitPack) => books.some((book) => (pack.type === 'merits' ? book.merits : book.backgrounds).includes(pack.id));
  const packs = { merits: content.merits.filter(inBooks), backgrounds: content.backgrounds.filter(inBooks) };
  return (
    <div className="stack">
      <p>{t('w5.editor.traits.intro')}</p>
      <TraitsSection character={draft.character} packs={packs} rules={w5TraitRules} onChange={(next: W5Character) => onChange({ ...draft, character: next })} />
    </div>
  );
}

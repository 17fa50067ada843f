import { useTranslation } from 'react-i18next';
import type { HomebrewTrait, TraitPackContent, TraitPackType } from '@vitae/core/fifth-edition';
import { LexiconEntry } from '../../../components/lexicon-blocks.tsx';

/** The pack as the wizard and the Lexicon list it: name, description, then each side's entries with their dots. */
export function TraitPackPreview({ pack, type, meta }: { pack: TraitPackContent; type: TraitPackType; meta: string }) {
  const { t } = useTranslation();
  const side = (key: 'advantages' | 'disadvantages', traits: HomebrewTrait[]) =>
    traits.length === 0 ? null : (
      <>
        <h5>{t(`homebrew.traitPack.${type}.${key}`)}</h5>
        <ul>
          {traits.map((trait, index) => (
            <li key={index}>
              <strong>{trait.name || t('homebrew.traitPack.entry', { number: index + 1 })}</strong> <span aria-label={t('homebrew.traitPack.dots', { count: trait.level })}>{'●'.repeat(trait.level)}</span>
              {trait.isRepeatable ? ` · ${t('homebrew.traitPack.repeatable')}` : null}
              {trait.description ? <p>{trait.description}</p> : null}
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <div data-testid="trait-pack-preview">
      <LexiconEntry title={pack.name || t('homebrew.traitPack.unnamed')} meta={meta}>
        {pack.description ? <p>{pack.description}</p> : null}
        {side('advantages', pack.advantages)}
        {side('disadvantages', pack.disadvantages)}
      </LexiconEntry>
    </div>
  );
}

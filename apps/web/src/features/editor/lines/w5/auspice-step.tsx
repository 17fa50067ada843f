import { useTranslation } from 'react-i18next';
import { chooseAuspice } from '@vitae/core/w5';
import { useLineContent } from '../../../../lib/content/store.ts';
import type { StepProps } from '../types.ts';
import { ChoiceGrid } from './choice-card.tsx';

/** Step 1: the auspice, the moon the Garou first changed under, with its role in the pack. */
export function AuspiceStep({ draft, onChange }: StepProps<'w5'>) {
  const { t } = useTranslation();
  const content = useLineContent('w5');
  const renownName = (id: string) => content.renown.find((r) => r.id === id)?.name ?? id;
  return (
    <div className="stack">
      <p>{t('w5.editor.auspice.intro')}</p>
      <ChoiceGrid
        label={t('w5.editor.auspice.choose')}
        items={content.auspices}
        chosen={draft.character.auspice}
        onChoose={(auspice) => onChange({ ...draft, character: chooseAuspice(draft.character, auspice) })}
        detail={(auspice) => (
          <article className="card stack" aria-label={t('w5.editor.auspice.details', { name: auspice.name })}>
            <h3>{auspice.name}</h3>
            <p className="lexicon__meta">
              {auspice.moon} · {auspice.role}
            </p>
            <p>{auspice.description}</p>
            <p className="lexicon__meta">{t('w5.editor.auspice.renownHint', { renown: renownName(auspice.favoredRenown) })}</p>
          </article>
        )}
      />
    </div>
  );
}

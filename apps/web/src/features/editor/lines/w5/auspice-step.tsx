import { useTranslation } from 'react-i18next';
import { chooseAuspice, type Auspice } from '@vitae/core/w5';
import { useLineContent } from '../../../../lib/content/store.ts';
import type { StepProps } from '../types.ts';
import { ChoiceGrid } from './choice-card.tsx';
import { useConfirmDrops } from './drop-notice.tsx';

/** Step 1: the auspice, the moon the Garou first changed under, with its role in the pack. */
export function AuspiceStep({ draft, onChange }: StepProps<'w5'>) {
  const { t } = useTranslation();
  const content = useLineContent('w5');
  const confirmDrops = useConfirmDrops();
  const renownName = (id: string) => content.renown.find((r) => r.id === id)?.name ?? id;
  // Another auspice after "zurück" keeps the tribe and everything else that fits; what goes is named first.
  async function choose(auspice: Auspice) {
    const next = chooseAuspice(draft.character, auspice);
    if (next === draft.character || (await confirmDrops(draft, next, content))) onChange({ ...draft, character: next });
  }
  return (
    <div className="stack">
      <p>{t('w5.editor.auspice.intro')}</p>
      <ChoiceGrid
        label={t('w5.editor.auspice.choose')}
        items={content.auspices}
        chosen={draft.character.auspice}
        onChoose={(auspice) => void choose(auspice)}
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

import { useTranslation } from 'react-i18next';
import { chooseTribe, type Tribe } from '@vitae/core/w5';
import { useLineContent } from '../../../../lib/content/store.ts';
import type { StepProps } from '../types.ts';
import { ChoiceGrid } from './choice-card.tsx';
import { useConfirmDrops } from './drop-notice.tsx';

/** Step 2: the tribe, with its patron spirit, favoured Renown, favour and ban. */
export function TribeStep({ draft, onChange }: StepProps<'w5'>) {
  const { t } = useTranslation();
  const content = useLineContent('w5');
  const auspice = content.auspices.find((entry) => entry.id === draft.character.auspice);
  const confirmDrops = useConfirmDrops();
  const renownName = (id: string) => content.renown.find((r) => r.id === id)?.name ?? id;
  // Another tribe after "zurück" keeps the attributes and everything else that fits; what goes is named first.
  async function choose(tribe: Tribe) {
    if (tribe.id === draft.character.tribe) return;
    const next = chooseTribe(draft.character, tribe, auspice);
    if (await confirmDrops(draft, next, content)) onChange({ ...draft, character: next });
  }
  return (
    <div className="stack">
      <p>{t('w5.editor.tribe.intro')}</p>
      <ChoiceGrid
        label={t('w5.editor.tribe.choose')}
        items={content.tribes}
        chosen={draft.character.tribe}
        onChoose={(tribe) => void choose(tribe)}
        detail={(tribe) => (
          <article className="card stack" aria-label={t('w5.editor.tribe.details', { name: tribe.name })}>
            <h3>
              {tribe.name} {tribe.core ? null : <small className="badge">{t('w5.tribe.notCore')}</small>}
            </h3>
            <p className="lexicon__meta">{t('w5.tribe.meta', { patron: tribe.patronSpirit, renown: renownName(tribe.favoredRenown) })}</p>
            <p>{tribe.description}</p>
            <h4>{t('w5.tribe.favor')}</h4>
            <p>{tribe.favor}</p>
            <h4>{t('w5.tribe.ban')}</h4>
            <p>{tribe.ban}</p>
          </article>
        )}
      />
    </div>
  );
}

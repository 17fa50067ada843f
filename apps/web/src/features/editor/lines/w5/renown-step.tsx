import { useTranslation } from 'react-i18next';
import { chooseThirdRenown, renownKeys, startingRenown, thirdRenown } from '@vitae/core/w5';
import { useLineContent } from '../../../../lib/content/store.ts';
import type { StepProps } from '../types.ts';

/** Renown: two dots in the tribe's Renown (fixed), the third in one of the other two. */
export function RenownStep({ draft, onChange }: StepProps<'w5'>) {
  const { t } = useTranslation();
  const content = useLineContent('w5');
  const { character } = draft;
  const tribe = content.tribes.find((entry) => entry.id === character.tribe);
  const auspice = content.auspices.find((entry) => entry.id === character.auspice);
  if (!tribe) return <p>{t('w5.editor.problems.tribe_missing')}</p>;
  const name = (id: string) => content.renown.find((r) => r.id === id)?.name ?? id;
  const third = thirdRenown(character, tribe.favoredRenown);
  return (
    <div className="stack">
      <p>{t('w5.editor.renown.intro', { total: startingRenown.total })}</p>
      <p className="card">{t('w5.editor.renown.tribe', { tribe: tribe.name, renown: name(tribe.favoredRenown), dots: startingRenown.tribe })}</p>
      <fieldset className="card stack">
        <legend>{t('w5.editor.renown.third')}</legend>
        {renownKeys
          .filter((key) => key !== tribe.favoredRenown)
          .map((key) => (
            <label key={key} className="wizard__radio">
              <input type="radio" name="third-renown" checked={third === key} onChange={() => onChange({ ...draft, character: chooseThirdRenown(character, tribe.favoredRenown, key) })} />
              {name(key)}
              <small>{content.renown.find((r) => r.id === key)?.description.split('. ')[0]}.</small>
            </label>
          ))}
        {auspice ? <p className="lexicon__meta">{t('w5.editor.renown.auspiceHint', { auspice: auspice.name, renown: name(auspice.favoredRenown) })}</p> : null}
      </fieldset>
      <ul className="wizard__pools" aria-label={t('w5.renown.title')}>
        {renownKeys.map((key) => (
          <li key={key}>{t('w5.renown.value', { name: name(key), value: character.renown[key] })}</li>
        ))}
      </ul>
    </div>
  );
}

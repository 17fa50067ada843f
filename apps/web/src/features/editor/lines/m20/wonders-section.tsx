import { useTranslation } from 'react-i18next';
import { addCreationWonder, freeWonderDots, removeWonder, wonderBackgroundId, wonderDotsNeeded } from '@vitae/core/m20';
import { WonderForm, type WonderChoice, type WonderDraft } from '../../../../components/lines/m20/wonder-form.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import type { StepProps } from '../types.ts';

/**
 * Wonders at creation: a Wonder the mage did not make takes its rank in dots of the Wonder
 * background, which rises as needed and is paid from the background points (beyond 7, from the
 * freebies) like any background.
 */
export function WondersSection({ draft, onChange }: StepProps<'m20'>) {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const { character } = draft;
  const technocrat = character.allianceType === 'technocraticUnion';
  const wonderBackground = content.backgrounds.find((background) => background.id === wonderBackgroundId);
  const background = wonderBackground ? (technocrat && wonderBackground.technocraticName ? wonderBackground.technocraticName : wonderBackground.name) : wonderBackgroundId;
  const typeName = (id: string) => {
    const type = content.wonders.find((wonder) => wonder.id === id);
    return type ? (technocrat && type.technocraticName ? type.technocraticName : type.name) : id;
  };

  function costNote({ type, rank, selfMade }: WonderChoice) {
    if (!type || selfMade) return null;
    const dots = wonderDotsNeeded(character, type, { rank, selfMade });
    return (
      <p className="lexicon__meta" data-testid="wonder-cost">
        {dots === 0 ? t('m20.wonders.cost.covered', { background, free: freeWonderDots(character) }) : t('m20.wonders.cost.creation', { count: dots, background })}
      </p>
    );
  }

  function add({ type, wonder }: WonderDraft): string | undefined {
    const max = wonderBackground?.max ?? 5;
    const result = addCreationWonder(character, type, wonder, max);
    if (!result.ok) return t(`m20.wonders.refused.${result.reason}`, { background, max, willpower: type.permanentWillpower, current: character.willpower });
    onChange({ ...draft, character: result.character });
    return undefined;
  }

  return (
    <fieldset className="card stack">
      <legend>{t('m20.wonders.title')}</legend>
      {character.wonders.length > 0 ? (
        <ul className="m20-list">
          {character.wonders.map((wonder) => (
            <li key={wonder.id}>
              <span>
                <strong>{wonder.name}</strong> – {typeName(wonder.type)}, {t('m20.wonders.rank', { rank: wonder.rank })}
                {wonder.selfMade ? ` (${t('m20.wonders.selfMade')})` : ''}
              </span>
              <button type="button" className="button button--ghost" aria-label={t('m20.editor.finishing.remove', { name: wonder.name })} onClick={() => onChange({ ...draft, character: removeWonder(character, wonder.id) })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <details>
        <summary>{t('m20.wonders.add')}</summary>
        <WonderForm character={character} note={costNote} onAdd={add} />
      </details>
    </fieldset>
  );
}

import { useTranslation } from 'react-i18next';
import { availablePredatorTypes } from '@vitae/core/v5';
import { useContentStore, useLineContent } from '../../../../lib/content/store.ts';
import { describeAction } from './action-text.ts';
import { type PredatorStepState } from './steps.ts';
import { ActionWidgets } from './action-widgets.tsx';
import { stepState } from '../../components/step-state.ts';
import type { StepProps } from '../types.ts';

/** Step 2: how the character hunts, what that grants, and one widget per choice it leaves open. */
export function PredatorStep({ draft, onChange }: StepProps<'v5'>) {
  const { t } = useTranslation();
  const store = useContentStore();
  const content = useLineContent('v5');
  const meta = store.meta.lines.v5;
  const { character } = draft;
  const state = stepState<PredatorStepState>(draft);
  const types = availablePredatorTypes(character, content.predatorTypes, meta);
  const chosen = types.find((type) => type.id === state.predatorTypeId);

  return (
    <div className="stack">
      <div className="field">
        <label htmlFor="predator-type">{t('editor.predator.choose')}</label>
        <select
          id="predator-type"
          value={chosen?.id ?? ''}
          onChange={(e) => onChange({ ...draft, state: e.target.value ? { predatorTypeId: Number(e.target.value), choices: {} } : {} })}
        >
          <option value="">{t('editor.predator.placeholder')}</option>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
      {chosen ? (
        <article className="card stack" aria-label={chosen.name}>
          <h3>{chosen.name}</h3>
          <p>{chosen.description}</p>
          <h4>{t('editor.predator.grants')}</h4>
          <ul>
            {chosen.actions.map((action, i) => (
              <li key={i}>{describeAction(action, content, t)}</li>
            ))}
          </ul>
          <ActionWidgets character={character} actions={chosen.actions} choices={state.choices ?? {}} content={content} onChange={(choices) => onChange({ ...draft, state: { ...state, choices } })} />
        </article>
      ) : null}
    </div>
  );
}

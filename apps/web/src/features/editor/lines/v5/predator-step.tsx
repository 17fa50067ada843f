import { useTranslation } from 'react-i18next';
import { availablePredatorTypes } from '@vitae/core/creation';
import { useContentStore } from '../../../lib/content-store.ts';
import { describeAction } from '../lib/action-text.ts';
import { stepState, type PredatorStepState } from '../lib/wizard-steps.ts';
import { ActionWidgets } from './action-widgets.tsx';
import type { StepProps } from './wizard.tsx';

/** Step 2: how the character hunts, what that grants, and one widget per choice it leaves open. */
export function PredatorStep({ draft, onChange }: StepProps) {
  const { t, i18n } = useTranslation();
  const store = useContentStore();
  const content = store.forLanguage(i18n.language);
  const { character } = draft;
  const state = stepState<PredatorStepState>(draft);
  const types = availablePredatorTypes(character, content.predatorTypes, store.meta);
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

import { useTranslation } from 'react-i18next';
import { cappedBloodPotencyGain, predatorTypeOptions, type GrantRefusal } from '@vitae/core/v5';
import { useContentStore, useLineContent } from '../../../../lib/content/store.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { traitReasonTexts } from '../../../../components/trait-reasons.ts';
import { useReasonNames } from '../../../../components/use-reason-names.ts';
import { describeAction } from './action-text.ts';
import { type PredatorStepState } from './steps.ts';
import { ActionWidgets } from './action-widgets.tsx';
import { stepState } from '../../components/step-state.ts';
import type { StepProps } from '../types.ts';

/**
 * Step 2: how the character hunts, what that grants, and one widget per choice it leaves open. A
 * type the character may not take (its own restriction, or a grant the clan rules out, e.g. Siren's
 * Beautiful for a Nosferatu) stays listed, disabled, with the reason.
 */
export function PredatorStep({ draft, onChange }: StepProps<'v5'>) {
  const { t } = useTranslation();
  const store = useContentStore();
  const content = useLineContent('v5');
  const reasonNames = useReasonNames(draft.character.gameLine);
  const meta = store.meta.lines.v5;
  const { character } = draft;
  const state = stepState<PredatorStepState>(draft);
  const refusalText = (name: string, refusal: GrantRefusal): string => {
    const reason = traitReasonTexts(refusal, reasonNames, t).join(', ');
    return refusal.trait === null ? t('editor.predator.refusedType', { name, reason }) : t('editor.predator.refusedGrant', { name, trait: refusal.trait, reason });
  };
  const options = predatorTypeOptions(character, content.predatorTypes, meta, content);
  const chosen = options.find((option) => option.type.id === state.predatorTypeId && option.refusal === null)?.type;
  const refused = options.flatMap(({ type, refusal }) => (refusal ? [{ type, text: refusalText(type.name, refusal) }] : []));
  const keptBloodPotency = chosen ? cappedBloodPotencyGain(character, chosen.actions) : null;

  return (
    <div className="stack">
      <div className="field">
        <label htmlFor="predator-type">{t('editor.predator.choose')}</label>
        <select
          id="predator-type"
          value={chosen?.id ?? ''}
          aria-describedby={refused.length > 0 ? 'predator-type-refused' : undefined}
          onChange={(e) => onChange({ ...draft, state: e.target.value ? { predatorTypeId: Number(e.target.value), choices: {} } : {} })}
        >
          <option value="">{t('editor.predator.placeholder')}</option>
          {options.map(({ type, refusal }) => (
            <option key={type.id} value={type.id} disabled={refusal !== null}>
              {refusal ? t('editor.predator.refusedOption', { name: type.name }) : type.name}
            </option>
          ))}
        </select>
        {refused.length > 0 ? (
          <div id="predator-type-refused" className="field__hint">
            {t('editor.predator.refusedTitle')}
            <ul>
              {refused.map(({ type, text }) => (
                <li key={type.id}>{text}</li>
              ))}
            </ul>
          </div>
        ) : null}
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
          {keptBloodPotency !== null ? <Alert tone="info">{t('editor.predator.bloodPotencyCapped', { value: keptBloodPotency })}</Alert> : null}
          <ActionWidgets character={character} actions={chosen.actions} choices={state.choices ?? {}} content={content} onChange={(choices) => onChange({ ...draft, state: { ...state, choices } })} />
        </article>
      ) : null}
    </div>
  );
}

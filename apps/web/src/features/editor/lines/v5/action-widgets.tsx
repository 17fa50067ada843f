import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type V5Content as Content, type PredatorAction, allowedDisciplineChoices, allowedFlawChoices, choiceProblem, isInteractive, type ActionChoice, type ActionChoices } from '@vitae/core/v5';
import type { V5Character as Character } from '@vitae/core/v5';
import { disciplineName, flawLabel, packName, specialisationLabel } from './action-text.ts';

interface WidgetsProps {
  character: Character;
  actions: readonly PredatorAction[];
  choices: ActionChoices;
  content: Content;
  onChange: (choices: ActionChoices) => void;
}

/** One widget per action that needs the player (docs/product-spec.md §5 action types); the others apply themselves. */
export function ActionWidgets({ character, actions, choices, content, onChange }: WidgetsProps) {
  const interactive = actions.map((action, index) => ({ action, index })).filter(({ action }) => isInteractive(character, action, content));
  if (interactive.length === 0) return null;
  return (
    <div className="stack">
      {interactive.map(({ action, index }) => (
        <ActionWidget
          key={index}
          character={character}
          action={action}
          choice={choices[index]}
          content={content}
          onChange={(choice) => onChange({ ...choices, [index]: choice })}
        />
      ))}
    </div>
  );
}

function ActionWidget({ character, action, choice, content, onChange }: { character: Character; action: PredatorAction; choice: ActionChoice | undefined; content: Content; onChange: (choice: ActionChoice) => void }) {
  const { t } = useTranslation();
  const name = useId();
  const problem = choiceProblem(character, action, choice, content);
  const radios = (legend: string, options: Array<{ label: string; checked: boolean; pick: () => void }>) => (
    <fieldset className="card wizard__choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.label} className="wizard__radio">
          <input type="radio" name={name} checked={option.checked} onChange={option.pick} /> {option.label}
        </label>
      ))}
      {problem ? <small className="field__error">{t(`editor.problems.action.${problem}`)}</small> : null}
      {action.type === 'additional_specialization' && choice?.type === 'additional_specialization' && action.data.choices[choice.choice]?.freeInput ? (
        <div className="field">
          <label htmlFor={`${name}-text`}>{t('editor.actions.yourSpeciality', { skill: specialisationSkill(content, action, choice.choice) })}</label>
          <input id={`${name}-text`} maxLength={200} value={choice.text ?? ''} placeholder={action.data.choices[choice.choice]?.specialty} onChange={(e) => onChange({ ...choice, text: e.target.value })} />
        </div>
      ) : null}
    </fieldset>
  );

  switch (action.type) {
    case 'additional_specialization':
      return radios(
        t('editor.actions.chooseSpeciality'),
        action.data.choices.map((option, i) => ({
          label: specialisationLabel(content, option, t),
          checked: choice?.type === 'additional_specialization' && choice.choice === i,
          pick: () => onChange({ type: 'additional_specialization', choice: i, text: '' }),
        })),
      );
    case 'discipline_point':
      return radios(
        t('editor.actions.chooseDiscipline'),
        allowedDisciplineChoices(character, action).map((id) => ({
          label: disciplineName(content, id),
          checked: choice?.type === 'discipline_point' && choice.disciplineId === id,
          pick: () => onChange({ type: 'discipline_point', disciplineId: id }),
        })),
      );
    case 'add_flaw':
      return radios(
        t('editor.actions.chooseFlaw'),
        // Only the flaws the character may take (a second Looks flaw beside Repulsive is none).
        allowedFlawChoices(character, action, content).flatMap((i) => {
          const option = action.data.choices[i];
          return option ? [{ label: flawLabel(content, t, option), checked: choice?.type === 'add_flaw' && choice.choice === i, pick: () => onChange({ type: 'add_flaw', choice: i }) }] : [];
        }),
      );
    case 'spend_background_points_between':
    case 'spend_flaw_points_between': {
      const labels = action.type === 'spend_background_points_between' ? action.data.choices.map((id) => packName(content, 'backgrounds', id)) : action.data.choices.map((c) => packName(content, c.type, c.id));
      const points = choice?.type === 'spend_points' ? choice.points : labels.map(() => 0);
      const spent = points.reduce((sum, p) => sum + p, 0);
      const legendKey = action.type === 'spend_background_points_between' ? 'editor.actions.distributeBackgrounds' : 'editor.actions.distributeFlaws';
      return (
        <fieldset className="card wizard__choice">
          <legend>{t(legendKey, { count: action.data.points })}</legend>
          {labels.map((label, i) => (
            <div key={label} className="field field--inline">
              <label htmlFor={`${name}-${i}`}>{label}</label>
              <input
                id={`${name}-${i}`}
                type="number"
                min={0}
                max={action.data.points}
                value={points[i] ?? 0}
                onChange={(e) => {
                  const value = Math.max(0, Math.min(action.data.points, Math.trunc(Number(e.target.value) || 0)));
                  onChange({ type: 'spend_points', points: labels.map((_, j) => (j === i ? value : (points[j] ?? 0))) });
                }}
              />
            </div>
          ))}
          <small className={problem ? 'field__error' : 'field__hint'}>{t('editor.actions.distributed', { spent, points: action.data.points })}</small>
        </fieldset>
      );
    }
    default:
      return null;
  }
}

function specialisationSkill(content: Content, action: Extract<PredatorAction, { type: 'additional_specialization' }>, index: number): string {
  const key = action.data.choices[index]?.skill;
  return key ? (content.skills.find((skill) => skill.key === key)?.name ?? key) : '';
}

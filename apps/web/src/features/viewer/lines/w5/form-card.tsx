import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sequenceRandomSource, type RandomSource } from '@vitae/core/dice';
import { changeForm, formProblem, type FormId } from '@vitae/core/w5';
import { useTableRoller } from '../../../../components/table-roll.tsx';
import { TableRollProblem } from '../../../../components/table-roll-note.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import { randomSource } from '../../lib/random.ts';
import { useWerewolf } from './use-werewolf.ts';

/** The current form with its modifiers, features and limits; shifting rolls the form's Rage Checks. */
export function FormCard() {
  const { t } = useTranslation();
  const content = useLineContent('w5');
  const { entry, update, readOnly } = useWerewolf();
  const [rollChecks, setRollChecks] = useState(true);
  const [message, setMessage] = useState<string>();
  // At a table the shift's Rage Checks are the server's dice, fed to the same rule in order.
  const roller = useTableRoller(entry?.character.id);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!entry) return null;
  const character = entry.character;
  const current = content.forms.find((form) => form.id === character.form);

  /** The shift's dice: local, or rolled at the table (`null`: the table refused, said in `problem`). */
  async function checkDice(target: FormId): Promise<RandomSource | null> {
    const form = content.forms.find((entry) => entry.id === target);
    if (!roller.table || !form || form.rageChecks === 0 || !changeForm(character, target, content.forms, null).ok) return randomSource();
    setBusy(true);
    const answer = await roller.roll({ characterId: character.id, label: t('w5.form.tableChecks', { form: form.name, count: form.rageChecks }), pool: form.rageChecks, specialDice: 0, difficulty: null });
    setBusy(false);
    if (!answer.ok) {
      setProblem(answer.problem);
      return null;
    }
    return sequenceRandomSource(answer.result.normal);
  }

  async function shift(target: FormId) {
    setProblem(undefined);
    const random = rollChecks ? await checkDice(target) : null;
    if (rollChecks && !random) return;
    const result = changeForm(character, target, content.forms, random);
    if (!result.ok) return setMessage(t(`w5.form.problems.${result.problem}`));
    update((now) => ({ ...now, rage: result.character.rage, form: result.character.form, healthDamage: result.character.healthDamage }));
    const name = content.forms.find((form) => form.id === result.character.form)?.name ?? result.character.form;
    // Leaving Crinos sets Rage to 1 before any check: say so, or a check "using up" Rage 5 makes no sense.
    const leftCrinos = result.leftCrinos ? `${t('w5.form.leftCrinos', { rage: result.leftCrinos.rage })} ` : '';
    if (result.checks && result.checks.dice.length > 0) {
      setMessage(leftCrinos + t(result.checks.lostTheWolf ? 'w5.form.lost' : 'w5.form.shiftedWithChecks', { form: name, dice: result.checks.dice.join(', '), rage: result.character.rage }));
    } else setMessage(leftCrinos + t('w5.form.shifted', { form: name, rage: result.character.rage }));
  }

  return (
    <section id="sheet-form" tabIndex={-1} className="card stack" aria-label={t('w5.form.title')}>
      <fieldset className="stack fieldset--plain">
        <legend>{t('w5.form.title')}</legend>
        <div className="wizard__grid" role="group" aria-label={t('w5.form.choose')}>
          {content.forms.map((form) => (
            <button
              key={form.id}
              type="button"
              className="wizard__tile"
              aria-pressed={form.id === character.form}
              disabled={readOnly || busy || (form.id !== character.form && formProblem(character, form.id) !== null)}
              onClick={() => void shift(form.id)}
            >
              {form.name}
              <br />
              <small>{t('w5.form.checks', { count: form.rageChecks })}</small>
            </button>
          ))}
        </div>
        {readOnly ? null : (
          <label className="checkbox">
            <input type="checkbox" checked={rollChecks} onChange={(e) => setRollChecks(e.target.checked)} />
            {t('w5.form.rollChecks')}
          </label>
        )}
      </fieldset>
      <TableRollProblem problem={problem} />
      {message ? (
        <p role="status" data-testid="form-message">
          {message}
        </p>
      ) : null}
      {current ? (
        <div className="stack" data-testid="current-form">
          <h3>
            {current.name} <small className="lexicon__meta">{current.title}</small>
          </h3>
          {current.poolModifiers.length > 0 ? (
            <ul>
              {current.poolModifiers.map((modifier) => (
                <li key={modifier.applies}>
                  {t('w5.form.modifier', { count: Math.abs(modifier.dice), dice: modifier.dice > 0 ? `+${modifier.dice}` : String(modifier.dice), target: t(`w5.form.targets.${modifier.applies}`, { defaultValue: content.skills.find((s) => s.key === modifier.applies)?.name ?? modifier.applies }) })}
                  {modifier.note ? ` (${modifier.note})` : ''}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('w5.form.noModifiers')}</p>
          )}
          {current.healthBonus > 0 ? <p>{t('w5.form.healthBonus', { count: current.healthBonus })}</p> : null}
          <ul>
            {[...current.features, ...current.restrictions].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

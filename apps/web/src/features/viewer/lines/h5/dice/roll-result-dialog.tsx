import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { h5WillpowerReroll, maxWillpowerRerollDice, overreachDanger, resolveDesperation, type DesperationChoice, type DesperationResolution, type H5DiceResult } from '@vitae/core/h5';
import { Modal } from '../../../../../components/ui/dialog.tsx';
import { useLineContent } from '../../../../../lib/content-store.ts';
import { DiceFaces } from '../../../components/dice/dice-faces.tsx';
import { randomSource } from '../../../lib/random.ts';
import { useHunter } from '../use-hunter.ts';
import '../../../../../components/lines/h5/hunter.css';

/**
 * The outcome in words, the dice, the willpower re-roll, and what a 1 on a desperation die asks:
 * on a win the choice between overreach (danger rises) and despair (the roll fails); on a failure
 * despair. The choice is written to the sheet at once; a failure's despair at the latest on close.
 */
export function RollResultDialog({ result, onChange, onClose }: { result: H5DiceResult; onChange: (next: H5DiceResult) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const content = useLineContent('h5');
  const { entry, update, readOnly } = useHunter();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [rerolled, setRerolled] = useState(false);
  const [resolution, setResolution] = useState<DesperationResolution>();
  if (!entry) return null;
  const drive = content.drives.find((d) => d.id === entry.character.drive);

  function toggle(index: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else if (next.size < maxWillpowerRerollDice) next.add(index);
      return next;
    });
  }

  function reroll() {
    onChange(h5WillpowerReroll(result, [...selected], randomSource()));
    setRerolled(true);
    setSelected(new Set());
    // Spending willpower on a re-roll costs one superficial willpower damage.
    update((character) => {
      const boxes = [...character.willpowerDamage];
      const free = boxes.indexOf('none');
      if (free >= 0) boxes[free] = 'superficial';
      return { ...character, willpowerDamage: boxes };
    });
  }

  function resolve(choice: DesperationChoice | null) {
    if (!entry) return;
    const resolved = resolveDesperation(entry.character, result, choice);
    setResolution(resolved);
    if (!readOnly && (resolved.applied === 'overreach' || resolved.applied === 'despair')) update((character) => ({ ...character, danger: resolved.danger, despair: resolved.despair }));
  }

  function close() {
    // A failure with a desperation 1 means despair, whether or not the player pressed the button.
    if (!resolution && result.consequence === 'despair') resolve(null);
    onClose();
  }

  const despaired = resolution?.applied === 'despair';
  const outcome = despaired ? t('h5.dice.failedInDespair') : result.outcome ? t(`dice.outcomes.${result.outcome}`) : t('dice.successesOnly', { count: result.successes });
  const pending = !resolution && result.consequence !== 'none';
  // The re-roll comes before the desperation choice, never after it.
  const canReroll = !rerolled && !readOnly && (result.consequence === 'none' || pending);
  return (
    <Modal open title={t('dice.resultTitle')} onClose={close}>
      <div className="stack">
        <p className="roll-result__outcome" data-testid="roll-outcome">
          {outcome}
        </p>
        <p>
          {t('dice.successes', { count: result.successes })}
          {result.margin !== null ? ` · ${t('dice.margin', { margin: result.margin })}` : ''}
        </p>
        <DiceFaces normal={result.normal} hunger={result.desperation} specialLabelKey="h5.dice.desperationDie" selected={selected} onToggle={canReroll ? toggle : undefined} />
        {pending && result.consequence === 'choose' ? (
          <div className="alert alert--info stack" role="group" aria-label={t('h5.dice.choiceTitle')}>
            <p>{t(result.success === null ? 'h5.dice.choiceNoDifficulty' : 'h5.dice.choice', { count: result.desperationOnes })}</p>
            {!readOnly ? (
              <div className="button-row">
                <button type="button" className="button button--primary" onClick={() => resolve('overreach')}>
                  {t('h5.dice.overreach', { rise: overreachDanger })}
                </button>
                <button type="button" className="button" onClick={() => resolve('despair')}>
                  {t('h5.dice.despair')}
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
        {pending && result.consequence === 'despair' ? (
          <div className="alert alert--info stack">
            <p>{t('h5.dice.forcedDespair', { count: result.desperationOnes })}</p>
            {!readOnly ? (
              <button type="button" className="button" onClick={() => resolve(null)}>
                {t('h5.dice.takeDespair')}
              </button>
            ) : null}
          </div>
        ) : null}
        {resolution?.applied === 'overreach' ? <p className="alert alert--success" role="status">{t('h5.dice.overreached', { danger: resolution.danger })}</p> : null}
        {despaired ? (
          <p className="alert alert--success" role="status">
            {t('h5.dice.inDespair', { redemption: drive?.redemption ?? t('h5.viewer.noDrive') })}
          </p>
        ) : null}
        {canReroll && result.normal.length > 0 ? (
          <>
            <p className="lexicon__meta">{t('dice.rerollHint', { max: maxWillpowerRerollDice })}</p>
            <button type="button" className="button" disabled={selected.size === 0} onClick={reroll}>
              {t('dice.reroll', { count: selected.size })}
            </button>
          </>
        ) : null}
      </div>
    </Modal>
  );
}

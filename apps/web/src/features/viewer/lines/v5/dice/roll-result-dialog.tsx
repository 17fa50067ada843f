import { useTranslation } from 'react-i18next';
import { hungerDiceRule, maxWillpowerRerollDice, willpowerReroll, type DiceResult } from '@vitae/core/v5';
import { useVampire } from '../use-vampire.ts';
import { randomSource } from '../../../lib/random.ts';
import { namedOutcome, RollResultFrame, withRerollDamage } from '../../../components/dice/roll-result.tsx';

/** The outcome in words, the dice, the willpower re-roll and a reminder on messy or bestial results. */
export function RollResultDialog({ result, note, onChange, onClose }: { result: DiceResult; note?: string; onChange: (next: DiceResult) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { update, readOnly } = useVampire();

  function reroll(indices: number[]) {
    onChange(willpowerReroll(result, indices, randomSource()));
    // Spending willpower on a re-roll costs one superficial willpower damage.
    update(withRerollDamage);
  }

  const outcome = namedOutcome(result, result.possibleMessyCritical);
  return (
    <RollResultFrame
      result={result}
      special={{ dice: result.hunger, rule: hungerDiceRule }}
      note={note ? <p className="lexicon__meta">{note}</p> : null}
      messy={result.possibleMessyCritical}
      details={
        <>
          {/* Without a difficulty a hunger 1 is bestial only if the roll fails; a critical is named already. */}
          {result.outcome === null && result.possibleBestialFailure ? <p>{t('dice.possibleBestial')}</p> : null}
          {outcome === 'messyCritical' ? <p className="alert alert--info">{t('dice.reminders.messyCritical')}</p> : null}
          {result.outcome === 'bestialFailure' ? <p className="alert alert--info">{t('dice.reminders.bestialFailure')}</p> : null}
        </>
      }
      rerollAllowed={!readOnly}
      maxReroll={maxWillpowerRerollDice}
      onReroll={reroll}
      onClose={onClose}
    />
  );
}

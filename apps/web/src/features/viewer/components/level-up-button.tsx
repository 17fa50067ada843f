import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rulesOfLine, type GameLine, type PurchaseOf } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { Alert } from '../../../components/ui/alert.tsx';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { usePurchaseGate } from '../../../components/purchase-gate.tsx';
import { errorKey } from '../../../lib/error-text.ts';
import { spendLabel } from '../lib/spend-label.ts';
import { xpEvent } from '../lib/xp-event.ts';
import { PurchaseConfirmText } from './price-source.tsx';

/**
 * "+" in leveling mode: shows the XP cost, asks before spending (naming the price's source, or
 * marking it a house rule), and explains a refusal
 * (too little XP, at maximum) instead of doing nothing. At a table whose spends need approval it
 * asks the storyteller instead: nothing is spent until they approve (the server applies it).
 */
export function LevelUpButton({
  character,
  purchase,
  label,
  onApply,
  action = 'raise',
}: {
  character: StoredCharacter;
  /** One of the purchases of the character's line. */
  purchase: PurchaseOf<GameLine>;
  label: string;
  onApply: (next: StoredCharacter) => void;
  /** "steigern" for ratings, "lernen" for new rituals, merits and the like. */
  action?: 'raise' | 'learn';
}) {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const [refusal, setRefusalState] = useState<{ text: string; when: string }>();
  const leveling = rulesOfLine(character.gameLine).leveling;
  const gate = usePurchaseGate(character.id);
  const [asked, setAsked] = useState(false);
  const check = leveling.check(character, purchase);
  // A line may say a refusal its own way (`<line>.viewer.leveling.refused.<reason>`).
  const refusalText = (reason: string, cost: number) => t([`${character.gameLine}.viewer.leveling.refused.${reason}`, `viewer.leveling.refused.${reason}`], { cost, exp: character.exp });
  // A refusal speaks of the sheet as it was: once the experience or the history moves on, it is stale and goes.
  const now = `${character.exp}:${character.xpHistory.length}`;
  const setRefusal = (text: string | undefined) => setRefusalState(text === undefined ? undefined : { text, when: now });

  async function buy() {
    setRefusal(undefined);
    if (!check.ok) return setRefusal(refusalText(check.reason, check.cost));
    const yes = await confirm({
      title: t(action === 'raise' ? 'viewer.leveling.confirmTitle' : 'viewer.leveling.confirmLearnTitle', { label }),
      content: (
        <>
          <PurchaseConfirmText character={character} purchase={purchase} cost={check.cost} />
          {gate ? <p>{t('viewer.leveling.approval.hint')}</p> : null}
        </>
      ),
      confirmLabel: gate ? t('viewer.leveling.approval.ask', { cost: check.cost }) : t('viewer.leveling.buy', { cost: check.cost }),
    });
    if (!yes) return;
    const result = leveling.apply(character, purchase, xpEvent());
    if (!result.ok) return setRefusal(refusalText(result.reason, result.cost));
    if (!gate) return onApply(result.character as StoredCharacter);
    // The line's own record of the step names it for the storyteller; the sheet stays as it is.
    setAsked(true);
    const answer = await gate.ask(purchase, spendLabel(result.entry, label, t));
    setAsked(false);
    if (!answer.ok) setRefusal(t(errorKey(answer)));
  }

  return (
    <span className="level-up">
      <button type="button" className="button button--ghost level-up__button" aria-label={t(action === 'raise' ? 'viewer.leveling.raise' : 'viewer.leveling.learn', { label, cost: check.cost })} disabled={asked} onClick={() => void buy()}>
        + <span className="level-up__cost">{t('viewer.leveling.cost', { cost: check.cost })}</span>
      </button>
      {refusal && refusal.when === now ? <Alert>{refusal.text}</Alert> : null}
    </span>
  );
}

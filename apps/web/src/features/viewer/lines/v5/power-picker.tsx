import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyPurchase, availablePowers, checkPurchase, type Purchase, type Discipline } from '@vitae/core/v5';
import type { StoredVampire } from './vampire.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { useDialogs } from '../../../../components/ui/dialog-provider.tsx';
import { Modal } from '../../../../components/ui/dialog.tsx';
import { PowerOptionRow } from '../../../../components/lines/v5/power-option.tsx';
import { usePurchaseGate } from '../../../../components/purchase-gate.tsx';
import { errorKey } from '../../../../lib/error-text.ts';
import { xpEvent } from '../../lib/xp-event.ts';
import { PurchaseConfirmText } from '../../components/price-source.tsx';

/** The character's in-clan disciplines, from the clan chosen at creation. */
export function clanDisciplineIds(character: StoredVampire): number[] {
  return character.clan?.disciplines ?? [];
}

/**
 * Buying the next dot of a discipline with a power for it: every power is listed with its
 * price, the unavailable ones marked "Voraussetzungen nicht erfüllt" with the reasons. A pick asks
 * first with the price, as raising an attribute does; undo stays in the history.
 */
export function PowerPicker({ character, discipline, all, onBought, onClose }: { character: StoredVampire; discipline: Discipline; all: readonly Discipline[]; onBought: (next: StoredVampire) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const [refusal, setRefusal] = useState<string>();
  // At a table whose spends need approval a new power is asked for, not bought.
  const gate = usePurchaseGate(character.id);
  const owned = character.disciplines.some((d) => Number(d.discipline.id) === discipline.id);
  const options = availablePowers(character, discipline, all).filter((option) => !option.reasons.includes('owned'));

  function purchaseFor(option: (typeof options)[number]): Purchase {
    return { kind: 'discipline', disciplineId: discipline.id, clanDisciplineIds: clanDisciplineIds(character), power: option.power, ...(owned ? {} : { discipline }) };
  }

  async function buy(option: (typeof options)[number]) {
    setRefusal(undefined);
    const purchase = purchaseFor(option);
    const check = checkPurchase(character, purchase);
    if (!check.ok) return setRefusal(t(`viewer.leveling.refused.${check.reason}`, { cost: check.cost, exp: character.exp }));
    const yes = await confirm({
      title: t('viewer.leveling.confirmLearnTitle', { label: option.power.name }),
      content: <PurchaseConfirmText character={character} purchase={purchase} cost={check.cost} />,
      confirmLabel: gate ? t('viewer.leveling.approval.ask', { cost: check.cost }) : t('viewer.leveling.buy', { cost: check.cost }),
    });
    if (!yes) return;
    const result = applyPurchase(character, purchase, xpEvent());
    if (result.ok && gate) {
      const answer = await gate.ask(purchase, `${discipline.name}: ${option.power.name}`);
      if (answer.ok) onClose();
      else setRefusal(t(errorKey(answer)));
    } else if (result.ok) {
      onBought(result.character);
      onClose();
    } else setRefusal(t(`viewer.leveling.refused.${result.reason}`, { cost: result.cost, exp: character.exp }));
  }

  return (
    <Modal open title={t('viewer.powers.title', { name: discipline.name })} onClose={onClose}>
      <div className="stack">
        {refusal ? <Alert>{refusal}</Alert> : null}
        <ul className="item-picker power-picker">
          {options.map((option) => (
            <PowerOptionRow
              key={option.power.key}
              option={option}
              label={t('viewer.powers.option', { name: option.power.name, level: option.power.level, cost: checkPurchase(character, purchaseFor(option)).cost })}
              onPick={() => void buy(option)}
            />
          ))}
        </ul>
      </div>
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { recordChange } from '@vitae/core';
import { loweringRating, lowerM20, lowestRatings, type M20Lowering } from '@vitae/core/m20';
import { useUiState } from '../../../../lib/ui-store.ts';
import { xpEvent } from '../../lib/xp-event.ts';
import { useMage } from './use-mage.ts';

/**
 * "−" beside a rating in leveling mode under full customization ("Volle Anpassung"): the
 * storyteller's free edit takes one dot away, no experience back; a change in the history, so
 * undo brings the dot back.
 */
export function LowerButton({ what, label }: { what: M20Lowering; label: string }) {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useMage();
  const leveling = useUiState((ui) => ui.levelMode) && !readOnly;
  if (!entry || !leveling || !entry.character.fullCustomization) return null;
  if (loweringRating(entry.character, what) <= lowestRatings[what.kind]) return null;

  function lower() {
    update((current) => {
      const change = lowerM20(current, { ...what, name: label });
      if (typeof change === 'string') return current;
      const recorded = recordChange(current, change, xpEvent());
      return recorded.ok ? recorded.character : current;
    });
  }

  return (
    <button type="button" className="button button--ghost level-up__button m20-lower" aria-label={t('m20.sheet.lower', { label })} onClick={lower}>
      −
    </button>
  );
}

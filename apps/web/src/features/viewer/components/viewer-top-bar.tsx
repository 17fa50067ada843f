import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { grantExperience, rulesOfLine } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { usePurchaseGate } from '../../../components/purchase-gate.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useUiState } from '../../../lib/ui-store.ts';
import { useViewerCharacter } from '../hooks/use-viewer-character.ts';
import { xpEvent } from '../lib/xp-event.ts';
import { undoLabel } from '../lib/history-text.ts';
import { useHistoryNames } from '../hooks/use-history-names.ts';

/** "EXP: n" and, while leveling, a "Leveln" mark: what the sheet's header shows of the experience. */
export function ExperienceChip() {
  const { t } = useTranslation();
  const { entry } = useViewerCharacter();
  const levelMode = useUiState((ui) => ui.levelMode);
  if (!entry) return null;
  return (
    <>
      <span className="viewer__exp" data-testid="exp">
        {t('viewer.experience.label', { exp: entry.character.exp })}
      </span>
      {levelMode ? <span className="badge viewer__mode-badge">{t('viewer.mode.badge')}</span> : null}
    </>
  );
}

/** The newest purchase's or grant's undo: its label and the action, none without a history (or read-only). */
export function useUndoLast(): { label: string; undo: () => void } | undefined {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useViewerCharacter();
  const { tip } = useDialogs();
  const names = useHistoryNames(entry?.character);
  const character = entry?.character;
  // At a table that approves spends, what the storyteller approved is theirs to take back.
  const approvalTable = usePurchaseGate(character?.id ?? '') !== null;
  const last = character?.xpHistory.at(-1);
  if (!character || !last || readOnly) return undefined;
  return {
    label: undoLabel(last, names, t),
    undo: () => {
      if (approvalTable && last.approvedBy) return tip({ title: t('viewer.experience.undoRefusedTitle'), content: t('viewer.experience.undoApproved', { name: last.approvedBy.name }) });
      const result = rulesOfLine(character.gameLine).leveling.undo(character);
      if (result.ok) update(() => result.character as StoredCharacter);
      // What the entry gave was spent since (a mage's Primer from bought Willpower): nothing changes, and the player is told why.
      else if (result.reason === 'spent_since') tip({ title: t('viewer.experience.undoRefusedTitle'), content: t('viewer.experience.undoSpentSince') });
    },
  };
}

/** "EXP ändern": adds (or, negative, takes) experience; opened from the sheet's menu. */
export function ExperienceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { entry, update } = useViewerCharacter();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  if (!entry) return null;
  const character = entry.character;

  function close() {
    setAmount('');
    setError(undefined);
    onClose();
  }

  function add(event: FormEvent) {
    event.preventDefault();
    const value = Number(amount);
    if (!Number.isInteger(value) || value === 0) return setError(t('viewer.experience.invalid'));
    const result = grantExperience(character, value, xpEvent());
    if (!result.ok) return setError(t('viewer.experience.invalid'));
    update(() => result.character as StoredCharacter);
    close();
  }

  return (
    <Modal open={open} title={t('viewer.experience.addTitle')} onClose={close}>
      <form className="stack" onSubmit={add} noValidate>
        <TextField label={t('viewer.experience.amount')} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} error={error} hint={t('viewer.experience.hint')} autoFocus />
        <button type="submit" className="button button--primary">
          {t('viewer.experience.addSubmit')}
        </button>
      </form>
    </Modal>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { coreGameLine, grantExperience, rulesOfLine } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { setUiState, useUiState } from '../../../lib/ui-store.ts';
import { useViewerCharacter } from '../hooks/use-viewer-character.ts';
import { xpEvent } from '../lib/xp-event.ts';
import { undoLabel } from '../lib/history-text.ts';
import { useHistoryNames } from '../hooks/use-history-names.ts';
import { InfoButton } from './info-dialog.tsx';
import { TabletopRollButton } from './tabletop/tabletop-roll-button.tsx';

/** "EXP: n" with the add-experience dialog, the mode toggle and the newest purchase's undo. */
export function ViewerExperienceBar() {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useViewerCharacter();
  const levelMode = useUiState((ui) => ui.levelMode);
  const [adding, setAdding] = useState(false);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const names = useHistoryNames(entry?.character.gameLine ?? coreGameLine);
  if (!entry) return null;
  const character = entry.character;
  const last = character.xpHistory.at(-1);

  function add(event: FormEvent) {
    event.preventDefault();
    const value = Number(amount);
    if (!Number.isInteger(value) || value === 0) return setError(t('viewer.experience.invalid'));
    const result = grantExperience(character, value, xpEvent());
    if (!result.ok) return setError(t('viewer.experience.invalid'));
    update(() => result.character as StoredCharacter);
    setAdding(false);
    setAmount('');
    setError(undefined);
  }

  return (
    <div className="experience-bar">
      <InfoButton />
      <TabletopRollButton />
      <span data-testid="exp">{t('viewer.experience.label', { exp: character.exp })}</span>
      {readOnly ? null : (
        <>
          <button type="button" className="button button--ghost" onClick={() => setAdding(true)}>
            {t('viewer.experience.add')}
          </button>
          <button type="button" className="button" aria-pressed={levelMode} onClick={() => setUiState({ levelMode: !levelMode })}>
            {t(levelMode ? 'viewer.mode.disable' : 'viewer.mode.enable')}
          </button>
          {last ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                const result = rulesOfLine(character.gameLine).leveling.undo(character);
                if (result.ok) update(() => result.character as StoredCharacter);
              }}
            >
              {undoLabel(last, names, t)}
            </button>
          ) : null}
        </>
      )}
      <Modal open={adding} title={t('viewer.experience.addTitle')} onClose={() => setAdding(false)}>
        <form className="stack" onSubmit={add} noValidate>
          <TextField label={t('viewer.experience.amount')} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} error={error} hint={t('viewer.experience.hint')} autoFocus />
          <button type="submit" className="button button--primary">
            {t('viewer.experience.addSubmit')}
          </button>
        </form>
      </Modal>
    </div>
  );
}

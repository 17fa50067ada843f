import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canSendToTabletop, parseTabletopDifficulty, tabletopDiceProblem, tabletopRoll } from '@vitae/core';
import { maxRelayDice } from '@vitae/core/api';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Modal } from '../../../../components/ui/dialog.tsx';
import { TextField } from '../../../../components/ui/field.tsx';
import { useViewerCharacter } from '../../hooks/use-viewer-character.ts';
import { useFlash, useTabletopSend } from './send-roll.ts';

/** Whether the sheet offers "In FoundryVTT würfeln": an own character with a tabletop id. */
export function useCanRollOnTabletop(): boolean {
  const { entry, readOnly } = useViewerCharacter();
  return entry !== undefined && !readOnly && canSendToTabletop(entry.character);
}

/**
 * The sheet menu's tabletop dice (docs/behaviour-notes.md §9.1): shown when the character has a
 * tabletop id; rolls a number of dice, the line's special dice among them, in FoundryVTT.
 */
export function TabletopRollDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { entry, readOnly } = useViewerCharacter();
  const { send, sending } = useTabletopSend();
  const [opened, setOpened] = useState(false);
  const [dice, setDice] = useState('1');
  const [difficulty, setDifficulty] = useState('');
  const [errors, setErrors] = useState<{ dice?: string; difficulty?: string; send?: string }>({});
  const [flash, setFlash] = useFlash();
  if (!entry || readOnly || !canSendToTabletop(entry.character)) return null;
  const character = entry.character;
  const accessKey = character.tabletop.id.trim();

  // Every opening starts from the character's own difficulty and without old errors.
  if (open !== opened) {
    setOpened(open);
    if (open) {
      setDifficulty(character.tabletop?.difficulty === undefined ? '' : String(character.tabletop.difficulty));
      setErrors({});
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const count = dice.trim() === '' ? Number.NaN : Number(dice);
    const diceProblem = tabletopDiceProblem(count);
    const parsedDifficulty = parseTabletopDifficulty(difficulty);
    const next = {
      dice: diceProblem ? t(`tabletop.dice.${diceProblem}`, { max: maxRelayDice }) : undefined,
      difficulty: parsedDifficulty === null ? t('tabletop.difficultyInvalid', { max: maxRelayDice }) : undefined,
    };
    setErrors(next);
    if (next.dice || next.difficulty) return;
    const body = tabletopRoll(character, { title: t('tabletop.customTitle'), dice: count, difficulty: parsedDifficulty ?? undefined });
    if (!body) return;
    const outcome = await send(accessKey, body);
    if (!outcome.ok) return setErrors({ send: outcome.message });
    onClose();
    setFlash(t(outcome.heard === false ? 'tabletop.sentUnheard' : 'tabletop.sent', { title: body.roll.title }));
  }

  return (
    <>
      {flash ? (
        <div className="tabletop-toast">
          <Alert tone="success">{flash}</Alert>
        </div>
      ) : null}
      <Modal open={open} title={t('tabletop.title')} onClose={onClose}>
        <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
          <TextField label={t('tabletop.dice.label')} inputMode="numeric" value={dice} onChange={(e) => setDice(e.target.value)} error={errors.dice} hint={t('tabletop.dice.hint')} autoFocus />
          <TextField label={t('tabletop.difficulty')} inputMode="numeric" value={difficulty} onChange={(e) => setDifficulty(e.target.value)} error={errors.difficulty} hint={t('tabletop.difficultyHint')} />
          {errors.send ? <Alert>{errors.send}</Alert> : null}
          <button type="submit" className="button button--primary" disabled={sending}>
            {t('tabletop.send')}
          </button>
        </form>
      </Modal>
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canSendToTabletop, parseTabletopDifficulty, tabletopDiceProblem, tabletopRoll } from '@vitae/core';
import { maxRelayDice } from '@vitae/core/api';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Modal } from '../../../../components/ui/dialog.tsx';
import { TextField } from '../../../../components/ui/field.tsx';
import { useViewerCharacter } from '../../hooks/use-viewer-character.ts';
import { useFlash, useTabletopSend } from './send-roll.ts';

function DiceIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="18" height="18" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="8" cy="8" r="1.6" fill="currentColor" />
      <circle cx="16" cy="8" r="1.6" fill="currentColor" />
      <circle cx="12" cy="12" r="1.6" fill="currentColor" />
      <circle cx="8" cy="16" r="1.6" fill="currentColor" />
      <circle cx="16" cy="16" r="1.6" fill="currentColor" />
    </svg>
  );
}

/**
 * The viewer top bar's dice (docs/behaviour-notes.md §9.1): shown when the character has a
 * tabletop id; rolls a number of dice, the line's special dice among them, in FoundryVTT.
 */
export function TabletopRollButton() {
  const { t } = useTranslation();
  const { entry, readOnly } = useViewerCharacter();
  const { send, sending } = useTabletopSend();
  const [open, setOpen] = useState(false);
  const [dice, setDice] = useState('1');
  const [difficulty, setDifficulty] = useState('');
  const [errors, setErrors] = useState<{ dice?: string; difficulty?: string; send?: string }>({});
  const [flash, setFlash] = useFlash();
  if (!entry || readOnly || !canSendToTabletop(entry.character)) return null;
  const character = entry.character;
  const accessKey = character.tabletop.id.trim();

  function openDialog() {
    setDifficulty(character.tabletop?.difficulty === undefined ? '' : String(character.tabletop.difficulty));
    setErrors({});
    setOpen(true);
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
    setOpen(false);
    setFlash(t('tabletop.sent', { title: body.roll.title }));
  }

  return (
    <>
      <button type="button" className="button button--ghost tabletop-button" onClick={openDialog} aria-label={t('tabletop.open')} title={t('tabletop.open')}>
        <DiceIcon />
      </button>
      {flash ? (
        <div className="tabletop-toast">
          <Alert tone="success">{flash}</Alert>
        </div>
      ) : null}
      <Modal open={open} title={t('tabletop.title')} onClose={() => setOpen(false)}>
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

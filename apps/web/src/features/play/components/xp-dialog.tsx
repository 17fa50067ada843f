import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import type { ApiResult } from '../../../lib/api-client.ts';
import { playProblem } from '../lib/problem.ts';

export interface XpTarget {
  id: string;
  name: string;
  player: string;
}

/** What is wrong with the form, by field (translated keys). */
export function xpProblems(chosen: number, amount: string, reason: string): Partial<Record<'characters' | 'amount' | 'reason', string>> {
  const value = Number(amount);
  return {
    characters: chosen === 0 ? 'play.xp.problem.characters' : undefined,
    amount: amount.trim() === '' || !Number.isInteger(value) || value < 1 || value > 100 ? 'play.xp.problem.amount' : undefined,
    reason: reason.trim() === '' ? 'play.xp.problem.reason' : reason.length > 200 ? 'play.xp.problem.reasonLong' : undefined,
  };
}

/**
 * The storyteller awards experience to all or some of the brought characters at once, with a
 * reason that lands in each character's XP history. Wrong fields say why, at the field; a refused
 * award keeps everything typed.
 */
export function XpDialog({ open, targets, onClose, onAward }: { open: boolean; targets: readonly XpTarget[]; onClose: () => void; onAward: (ids: string[], amount: number, reason: string) => Promise<ApiResult<unknown>> }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(targets.map((target) => target.id)));
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const ids = targets.filter((target) => chosen.has(target.id)).map((target) => target.id);
  const problems = tried ? xpProblems(ids.length, amount, reason) : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setFailure(undefined);
    if (Object.values(xpProblems(ids.length, amount, reason)).some(Boolean)) return;
    setBusy(true);
    const result = await onAward(ids, Number(amount), reason.trim());
    setBusy(false);
    if (!result.ok) return setFailure(playProblem(t, result));
    setAmount('');
    setReason('');
    setTried(false);
    onClose();
  }

  function toggle(id: string) {
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return (
    <Modal open={open} title={t('play.xp.title')} onClose={onClose}>
      <form className="stack play-xp" noValidate onSubmit={submit} aria-label={t('play.xp.title')}>
        <fieldset className={`fieldset--plain${problems.characters ? ' field--invalid' : ''}`} aria-describedby={problems.characters ? 'play-xp-characters-error' : undefined}>
          <legend>{t('play.xp.characters')}</legend>
          <label className="checkbox">
            <input type="checkbox" checked={ids.length === targets.length && targets.length > 0} onChange={(event) => setChosen(new Set(event.target.checked ? targets.map((target) => target.id) : []))} />
            {t('play.xp.all')}
          </label>
          {targets.map((target) => (
            <label key={target.id} className="checkbox">
              <input type="checkbox" checked={chosen.has(target.id)} onChange={() => toggle(target.id)} />
              {t('play.xp.character', { name: target.name, player: target.player })}
            </label>
          ))}
          {problems.characters ? (
            <small id="play-xp-characters-error" className="field__error">
              {t(problems.characters)}
            </small>
          ) : null}
        </fieldset>
        <TextField label={t('play.xp.amount')} type="number" inputMode="numeric" min={1} max={100} value={amount} onChange={(event) => setAmount(event.target.value)} error={problems.amount ? t(problems.amount) : undefined} />
        <TextField label={t('play.xp.reason')} value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} error={problems.reason ? t(problems.reason) : undefined} />
        {failure ? (
          <p role="alert" className="field__error">
            {failure}
          </p>
        ) : null}
        <div className="button-row">
          <Button variant="primary" type="submit" disabled={busy}>
            {t('play.xp.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

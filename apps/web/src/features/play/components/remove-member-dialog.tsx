import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import type { ApiResult } from '../../../lib/api-client.ts';
import { playProblem } from '../lib/problem.ts';

/**
 * Taking a player out asks how: a kick (they may rejoin with the code) or a ban (they stay out
 * until the storyteller lifts it). Kick is preselected, so the permanent choice is always a
 * deliberate one; the confirm button names what it does.
 */
export function RemoveMemberDialog({ alias, onClose, onRemove }: { alias: string; onClose: () => void; onRemove: (ban: boolean) => Promise<ApiResult<unknown>> }) {
  const { t } = useTranslation();
  const [ban, setBan] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await onRemove(ban);
    setBusy(false);
    if (!result.ok) return setFailure(playProblem(t, result));
    onClose();
  }

  return (
    <Modal open title={t('play.remove.title', { alias })} onClose={onClose}>
      <form className="stack" noValidate onSubmit={submit} aria-label={t('play.remove.title', { alias })}>
        <fieldset className="fieldset--plain stack">
          <legend>{t('play.remove.question', { alias })}</legend>
          <label className="checkbox">
            <input type="radio" name="play-remove-how" checked={!ban} onChange={() => setBan(false)} />
            {t('play.remove.kick')}
          </label>
          <label className="checkbox">
            <input type="radio" name="play-remove-how" checked={ban} onChange={() => setBan(true)} />
            {t('play.remove.ban')}
          </label>
        </fieldset>
        {failure ? (
          <p role="alert" className="field__error">
            {failure}
          </p>
        ) : null}
        <div className="button-row">
          <Button variant="danger" type="submit" disabled={busy}>
            {ban ? t('play.remove.confirmBan') : t('play.remove.confirmKick')}
          </Button>
          <Button onClick={onClose}>{t('play.remove.cancel')}</Button>
        </div>
      </form>
    </Modal>
  );
}

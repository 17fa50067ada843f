import { useTranslation } from 'react-i18next';
import { degeneration, sufferDegeneration } from '@vitae/core/v5';
import { useDialogs } from '../../../../components/ui/dialog-provider.tsx';
import { useVampire } from './use-vampire.ts';
import { inTorpor, willpowerTrack } from './vampire.ts';

/** Said under the health track while every usable box holds aggravated damage (V5 core p. 126). */
export function TorporNotice() {
  const { t } = useTranslation();
  const { entry } = useVampire();
  if (!entry || !inTorpor(entry.character)) return null;
  return (
    <p className="alert" role="status" data-testid="torpor-state">
      {t('viewer.trackers.torpor')}
    </p>
  );
}

/**
 * Degeneration (V5 core p. 239): stains overlap the filled humanity boxes. The notice says so while
 * it lasts; its aggravated willpower damage is never marked silently, but offered as one step the
 * player confirms at the end of the scene (`withAction`: the full card, not the header panel).
 */
export function DegenerationNotice({ withAction }: { withAction: boolean }) {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const { entry, update, readOnly } = useVampire();
  if (!entry) return null;
  const { overflow } = degeneration(entry.character.humanity, entry.character.stains);
  if (overflow === 0) return null;

  async function endScene() {
    const yes = await confirm({
      title: t('viewer.trackers.degeneration.confirmTitle'),
      content: t('viewer.trackers.degeneration.confirmText', { count: overflow }),
      confirmLabel: t('viewer.trackers.degeneration.confirm', { count: overflow }),
    });
    if (!yes) return;
    update((character) => ({ ...character, ...sufferDegeneration(character, willpowerTrack(character).usable) }));
  }

  return (
    <div className="alert stack tracker-state" role="status" data-testid="degeneration-state">
      <p>{t('viewer.trackers.degeneration.state', { count: overflow })}</p>
      {withAction && !readOnly ? (
        <button type="button" className="button" onClick={() => void endScene()}>
          {t('viewer.trackers.degeneration.endScene', { count: overflow })}
        </button>
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import { MagickDialog } from './magick-dialog.tsx';
import { RollPanel } from './roll-panel.tsx';
import { useMageWords } from '../use-mage.ts';

/** The dice of a mage's sheet: the magick roll and the d10 roll panel. */
export function DiceTools() {
  const t = useMageWords();
  const [magick, setMagick] = useState(false);
  return (
    <>
      <div className="button-row dice-tools">
        <button type="button" className="button" onClick={() => setMagick(true)}>
          {t('m20.magick.open')}
        </button>
      </div>
      <RollPanel />
      {magick ? <MagickDialog onClose={() => setMagick(false)} /> : null}
    </>
  );
}

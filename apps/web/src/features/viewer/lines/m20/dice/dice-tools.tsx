import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MagickDialog } from './magick-dialog.tsx';
import { RollPanel } from './roll-panel.tsx';

/** The dice of a mage's sheet: the magick roll and the d10 roll panel. */
export function DiceTools() {
  const { t } = useTranslation();
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

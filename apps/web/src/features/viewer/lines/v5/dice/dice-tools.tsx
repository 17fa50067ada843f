import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DicePoolDialog } from './dice-pool-dialog.tsx';
import { HuntDialog } from './hunt-dialog.tsx';
import { RollPanel } from './roll-panel.tsx';

/** The dice of the sheet: calculator buttons (Ctrl+Space opens the pool calculator) and the roll panel. */
export function DiceTools() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'pool' | 'hunt'>();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.code === 'Space') {
        event.preventDefault();
        setOpen('pool');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <div className="button-row dice-tools">
        <button type="button" className="button button--ghost" onClick={() => setOpen('pool')} aria-keyshortcuts="Control+Space">
          {t('dice.pool.open')} <span className="kbd-hint">{t('dice.pool.shortcut')}</span>
        </button>
        <button type="button" className="button button--ghost" onClick={() => setOpen('hunt')}>
          {t('dice.hunt.open')}
        </button>
      </div>
      <RollPanel />
      {open === 'pool' ? <DicePoolDialog open onClose={() => setOpen(undefined)} /> : null}
      {open === 'hunt' ? <HuntDialog open onClose={() => setOpen(undefined)} /> : null}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { w5ChoicesDroppedBy, type W5Character, type W5Content, type W5DroppedChoice } from '@vitae/core/w5';
import { useDialogs } from '../../../../components/ui/dialog-provider.tsx';
import type { LineDraft } from '../types.ts';

function droppedKey(choice: W5DroppedChoice): [string, Record<string, string>] {
  switch (choice.kind) {
    case 'gift':
      return [`w5.editor.dropped.gift_${choice.group}`, { name: choice.name }];
    case 'rite':
    case 'tribe':
      return [`w5.editor.dropped.${choice.kind}`, { name: choice.name }];
    case 'renown':
      return ['w5.editor.dropped.renown', {}];
  }
}

/**
 * Before the auspice or the tribe changes after "zurück": what the later steps' choices would lose
 * (core's `w5ChoicesDroppedBy`). Nothing lost: the change happens at once; else the player confirms
 * a list naming each choice that goes. Resolves to whether the change may happen.
 */
export function useConfirmDrops(): (draft: LineDraft<'w5'>, changed: W5Character, content: W5Content) => Promise<boolean> {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  return async (draft, changed, content) => {
    // The forward entries are this draft's own later steps, so their characters are werewolves.
    const later = (draft.forward ?? []).map((entry) => ({ step: entry.step, character: entry.character as W5Character }));
    // Only what this change drops: an earlier change may already have doomed a Gift still held ahead.
    const dropped = w5ChoicesDroppedBy(later, draft.character, changed, content);
    if (dropped.length === 0) return true;
    return dialogs.confirm({
      title: t('w5.editor.dropped.title'),
      content: (
        <div className="stack" data-testid="w5-dropped-choices">
          <p>{t('w5.editor.dropped.intro')}</p>
          <ul>
            {dropped.map((choice, index) => {
              const [key, values] = droppedKey(choice);
              return <li key={`${key}-${index}`}>{t(key, values)}</li>;
            })}
          </ul>
          <p>{t('w5.editor.dropped.kept')}</p>
        </div>
      ),
      confirmLabel: t('w5.editor.dropped.confirm'),
    });
  };
}

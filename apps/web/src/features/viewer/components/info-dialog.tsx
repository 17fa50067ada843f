import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/dialog.tsx';
import { useContentStore } from '../../../lib/content/store.ts';
import { useViewerCharacter } from '../hooks/use-viewer-character.ts';
import { sheetFor } from '../lines/index.ts';
import { historyLine } from '../lib/history-text.ts';
import { useHistoryNames } from '../hooks/use-history-names.ts';
import { TabletopFields } from './tabletop/tabletop-fields.tsx';


/**
 * Character info (docs/behaviour-notes.md §12.4): books, used XP and the storyteller's rule
 * switches; opened from the sheet's menu.
 */
export function InfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const meta = useContentStore().meta;
  const { entry, update, readOnly } = useViewerCharacter();
  const names = useHistoryNames(entry?.character);
  if (!entry) return null;
  const character = entry.character;
  // The line's own switches, then full customization, which every line has.
  const sheet = sheetFor(character.gameLine);
  const flags = [...(sheet?.switches ?? []), 'fullCustomization'] as const;
  const InfoSection = sheet?.InfoSection;
  // The switches are boolean fields of the line's character; read by name from whichever line it is.
  const flagValue = (flag: string) => (character as unknown as Record<string, unknown>)[flag] === true;
  const bookName = (id: number) => {
    const name = meta.lines[character.gameLine]?.books.find((book) => book.id === id)?.name;
    return (name as Record<string, string> | undefined)?.[i18n.language] ?? name?.['de-DE'] ?? t(`characters.books.${id}`, { defaultValue: String(id) });
  };

  return (
    <Modal open={open} title={t('viewer.info.title', { name: character.name })} onClose={onClose}>
      <div className="stack">
        <p>{t('viewer.info.usedExp', { used: character.usedExp, exp: character.exp })}</p>
        <div>
          <h3>{t('viewer.info.books')}</h3>
          {character.books.length === 0 ? (
            <p className="lexicon__meta">{t('viewer.info.noBooks')}</p>
          ) : (
            <ul>
              {character.books.map((id) => (
                <li key={id}>{bookName(id)}</li>
              ))}
            </ul>
          )}
        </div>
        {InfoSection ? <InfoSection /> : null}
        <TabletopFields />
        <div>
          <h3>{t('viewer.info.history')}</h3>
          {character.xpHistory.length === 0 ? (
            <p className="lexicon__meta">{t('viewer.info.noHistory')}</p>
          ) : (
            <ol reversed className="xp-history">
              {[...character.xpHistory].reverse().map((entry) => (
                <li key={entry.id}>
                  {new Date(entry.at).toLocaleString(i18n.language)} – {historyLine(entry, names, t)}
                </li>
              ))}
            </ol>
          )}
        </div>
        <fieldset className="field">
          <legend>{t('viewer.info.rules')}</legend>
          {flags.map((flag) => (
            <label key={flag} className="checkbox">
              <input type="checkbox" checked={flagValue(flag)} disabled={readOnly} onChange={(e) => update((current) => ({ ...current, [flag]: e.target.checked }))} />
              {t(`viewer.info.flags.${flag}`)}
            </label>
          ))}
          <small className="field__hint">{t('viewer.info.storyteller')}</small>
        </fieldset>
      </div>
    </Modal>
  );
}

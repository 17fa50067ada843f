import { useTranslation } from 'react-i18next';

/**
 * Names of a line (the Characters pack's, in the reader's language) and of a homebrew kind: the
 * line pack's name when that pack is loaded, else the library's own, else "Homebrew" for a kind a
 * newer server knows and this app does not yet.
 */
export function useLibraryNames(): { lineName: (line: string) => string; kindName: (kind: string) => string } {
  const { t } = useTranslation();
  return {
    lineName: (line) => t(`characters.gameLines.${line}`),
    kindName: (kind) => t([`homebrew.library.kinds.${kind}`, `homebrew.kinds.${kind}_one`, 'homebrew.library.kinds.unknown']),
  };
}

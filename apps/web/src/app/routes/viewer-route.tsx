import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLoaderData, useLocation } from 'react-router';
import { coreGameLine, rulesOfLine, type ViewerTab as Tab } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { CharacterConflictDialog, SaveStatus } from '../../components/character-conflict-dialog.tsx';
import { GoneBanner } from '../../components/gone-banner.tsx';
import { CharacterShareActions } from '../../features/sharing/components/character-share-actions.tsx';
import { RollRequestPrompt } from '../../features/play/components/roll-request-prompt.tsx';
import { SendToTableButton } from '../../features/play/components/send-to-table-button.tsx';
import { TableRollProvider } from '../../components/table-roll.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { HomebrewContent } from '../../lib/homebrew/content.tsx';
import { applyTheme } from '../../lib/theme.ts';
import { SheetNavigation } from '../../features/viewer/components/sheet-navigation.tsx';
import { openSheetSearch, TabStrip } from '../../features/viewer/components/tab-strip.tsx';
import { ViewerExperienceBar } from '../../features/viewer/components/viewer-top-bar.tsx';
import { useViewerCharacter } from '../../features/viewer/hooks/use-viewer-character.ts';
import { sheetFor } from '../../features/viewer/lines/index.ts';

// The PDF code and its library load only when the PDF tab opens.
const PdfTab = lazy(async () => ({ default: (await import('../../features/viewer/components/pdf-tab.tsx')).PdfTab }));

/** The tabs the character's line shows, in its order (a vampire never sees another line's tabs). */
function tabsOf(character: StoredCharacter): readonly Tab[] {
  const sheet = sheetFor(character.gameLine);
  return rulesOfLine(character.gameLine).sheet.tabs.filter((tab) => tab === 'pdf' || sheet?.tabs[tab] !== undefined);
}

/** /viewer/{id}: the sheet in the character's game-line theme, with the line's own tabs and dice. */
export function Component() {
  const { t } = useTranslation();
  const loaded = (useLoaderData() as { character: StoredCharacter }).character;
  // Live from the character manager, so a rename or a save elsewhere shows at once.
  const { entry } = useViewerCharacter();
  const character = entry?.character ?? loaded;
  const sheet = sheetFor(character.gameLine);
  const DiceTools = sheet?.DiceTools;
  const QuickTrackers = sheet?.QuickTrackers;
  const [trackersOpen, setTrackersOpen] = useState(false);
  const tab = useLocation().pathname.split('/').pop() ?? 'profile';

  useEffect(() => {
    applyTheme(character.gameLine);
    return () => applyTheme(coreGameLine);
  }, [character.gameLine]);

  return (
    <HomebrewContent>
      {/* VitaePlay: a roll dialog can send its pool to the table the character sits at (own characters only). */}
      <TableRollProvider value={entry && !entry.justViewing ? SendToTableButton : null}>
      <div className="viewer">
        {/* Stays on screen while the sheet scrolls: name, the trackers a player touches most, search and the tabs. */}
        <div className="viewer__top">
          <header className="app-header viewer__header">
            <NavLink to="/" className="app-header__brand" aria-label={t('viewer.back')}>
              ←
            </NavLink>
            {character.avatar ? <img className="viewer__avatar" src={character.avatar} alt="" /> : null}
            <h1 className="viewer__name" title={character.name || undefined}>
              {character.name || t('viewer.unnamed')}
            </h1>
            {entry?.justViewing ? <span className="badge viewer__view-only">{t('viewer.viewOnly')}</span> : null}
            {QuickTrackers ? (
              <button type="button" className="button button--ghost viewer__quick-toggle" aria-expanded={trackersOpen} aria-controls="viewer-quick-trackers" onClick={() => setTrackersOpen((open) => !open)}>
                {t('viewer.quick.open')} <span aria-hidden="true">{trackersOpen ? '▴' : '▾'}</span>
              </button>
            ) : null}
            <button type="button" className="button button--ghost viewer__search" onClick={openSheetSearch} aria-keyshortcuts="Control+K">
              {t('viewer.search.open')}
            </button>
            <SaveStatus />
          </header>
          {QuickTrackers && trackersOpen ? (
            <section id="viewer-quick-trackers" className="viewer__quick" aria-label={t('viewer.quick.title')}>
              <QuickTrackers />
            </section>
          ) : null}
          <TabStrip label={t('viewer.tabsLabel')} activeKey={tab}>
            {tabsOf(character).map((name) => (
              <NavLink key={name} to={name} className={({ isActive }) => `tabs__tab${isActive ? ' tabs__tab--active' : ''}`}>
                {t([`${character.gameLine}.viewer.tabs.${name}`, `viewer.tabs.${name}`])}
              </NavLink>
            ))}
          </TabStrip>
        </div>
        {entry ? <GoneBanner entry={entry} /> : null}
        {entry && !entry.justViewing ? <RollRequestPrompt characterId={character.id} /> : null}
        <div className="viewer__toolbar">
          <ViewerExperienceBar />
          {entry ? (
            <div className="viewer__share button-row">
              <CharacterShareActions entry={entry} />
            </div>
          ) : null}
        </div>
        <main className="viewer__body">
          <Outlet />
          {DiceTools ? <DiceTools /> : null}
          <SheetNavigation />
        </main>
        <CharacterConflictDialog />
      </div>
      </TableRollProvider>
    </HomebrewContent>
  );
}

/** One tab of the sheet: the line's component for it; a tab the line does not have opens the profile. */
export function ViewerTab() {
  const { t } = useTranslation();
  const tab = (useLocation().pathname.split('/').pop() ?? 'profile') as Tab;
  const character = useViewerCharacter().entry?.character;
  if (!character) return null;
  if (!tabsOf(character).includes(tab)) return <Navigate to="../profile" relative="path" replace />;
  if (tab === 'pdf')
    return (
      <Suspense fallback={<Spinner label={t('pdf.busy')} />}>
        <PdfTab />
      </Suspense>
    );
  const Body = sheetFor(character.gameLine)?.tabs[tab];
  return Body ? <Body /> : null;
}

import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLoaderData, useLocation } from 'react-router';
import { rulesOfLine, type ViewerTab as Tab } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { CharacterConflictDialog, SaveStatus } from '../../components/character-conflict-dialog.tsx';
import { GoneBanner } from '../../components/gone-banner.tsx';
import { LineEmblem } from '../../components/line-emblem.tsx';
import { CharacterShareDialogs } from '../../features/sharing/components/character-share-actions.tsx';
import { RollRequestPrompt } from '../../features/play/components/roll-request-prompt.tsx';
import { PendingSpends } from '../../features/play/components/pending-spends.tsx';
import { spendGate } from '../../features/play/lib/spend-gate.ts';
import { PurchaseGateProvider } from '../../components/purchase-gate.tsx';
import { TableRollServiceProvider } from '../../components/table-roll.tsx';
import { playTableRolls } from '../../features/play/lib/table-rolls.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { HomebrewContent } from '../../lib/homebrew/content.tsx';
import { applyAppTheme, applyTheme } from '../../lib/theme.ts';
import { SheetNavigation } from '../../features/viewer/components/sheet-navigation.tsx';
import { HeldKindUpdates } from '../../features/viewer/components/held-kind-updates.tsx';
import { openSheetSearch, TabStrip } from '../../features/viewer/components/tab-strip.tsx';
import { SheetMenu } from '../../features/viewer/components/sheet-menu.tsx';
import { ExperienceChip } from '../../features/viewer/components/viewer-top-bar.tsx';
import { useSheetHeaderHeight } from '../../features/viewer/hooks/use-sheet-header-height.ts';
import { useViewerCharacter } from '../../features/viewer/hooks/use-viewer-character.ts';
import { sheetFor } from '../../features/viewer/lines/index.ts';
import { useRollTraitsOf } from '../roll-traits.ts';

// The PDF code and its library load only when the PDF tab opens.
const PdfTab = lazy(async () => ({ default: (await import('../../features/viewer/components/pdf-tab.tsx')).PdfTab }));

function SearchIcon() {
  return (
    <svg className="viewer__search-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** The tabs the character's line shows, in its order (a vampire never sees another line's tabs). */
function tabsOf(character: StoredCharacter): readonly Tab[] {
  const sheet = sheetFor(character.gameLine);
  return rulesOfLine(character.gameLine).sheet.tabs.filter((tab) => tab === 'pdf' || sheet?.tabs[tab] !== undefined);
}

/** The text variant the character's sheet speaks (a Technocrat's words), from its line's sheet. */
function textContextOf(character: StoredCharacter): string | undefined {
  return sheetFor(character.gameLine)?.textContext?.(character);
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
  const tab = useLocation().pathname.split('/').pop() ?? 'profile';
  const headerRef = useSheetHeaderHeight();
  const rollTraitsOf = useRollTraitsOf();

  // A sheet opens at its top: the page it came from (the wizard's last step, the list) may have
  // been scrolled far down, and the browser keeps that offset across a client-side navigation.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [character.id]);

  useEffect(() => {
    applyTheme(character.gameLine);
    return () => applyAppTheme();
  }, [character.gameLine]);

  return (
    <HomebrewContent held={character.homebrewItems}>
      {/* VitaePlay: a sheet's rolls go to the table the character sits at (own characters only). */}
      <TableRollServiceProvider value={entry && !entry.justViewing ? playTableRolls : null}>
      {/* VitaePlay: at a table whose spends need approval, the owner's "+" asks the storyteller. */}
      <PurchaseGateProvider value={entry && !entry.justViewing ? spendGate : null}>
      <div className="viewer">
        {/* Stays on screen while the sheet scrolls: name, experience, save state, search, the menu and the tabs. */}
        <div className="viewer__top" ref={headerRef}>
          <header className="app-header viewer__header">
            <NavLink to="/" className="app-header__brand" aria-label={t('viewer.back')}>
              ←
            </NavLink>
            {character.avatar ? <img className="viewer__avatar" src={character.avatar} alt="" /> : null}
            <LineEmblem line={character.gameLine} className="viewer__emblem" />
            <h1 className="viewer__name" title={character.name || undefined}>
              {character.name || t('viewer.unnamed')}
            </h1>
            {entry?.justViewing ? <span className="badge viewer__view-only">{t('viewer.viewOnly')}</span> : null}
            <ExperienceChip />
            <SaveStatus />
            <button type="button" className="button button--ghost viewer__search" onClick={openSheetSearch} aria-keyshortcuts="Control+K" aria-label={t('viewer.search.open')} title={t('viewer.search.open')}>
              <SearchIcon />
              <span className="viewer__search-text">{t('viewer.search.open')}</span>
            </button>
            <SheetMenu
              QuickTrackers={QuickTrackers}
              canShare={entry !== undefined && !entry.justViewing && !entry.gone}
              renderShareDialogs={(open, onClose) => <CharacterShareDialogs characterId={character.id} open={open} onClose={onClose} />}
            />
          </header>
          <TabStrip label={t('viewer.tabsLabel')} activeKey={tab}>
            {tabsOf(character).map((name) => (
              <NavLink key={name} to={name} className={({ isActive }) => `tabs__tab${isActive ? ' tabs__tab--active' : ''}`}>
                {t([`${character.gameLine}.viewer.tabs.${name}`, `viewer.tabs.${name}`], { context: textContextOf(character) })}
              </NavLink>
            ))}
          </TabStrip>
        </div>
        {entry ? <GoneBanner entry={entry} /> : null}
        {entry && !entry.justViewing ? <RollRequestPrompt characterId={character.id} character={character} rollTraitsOf={rollTraitsOf} /> : null}
        {entry && !entry.justViewing ? <PendingSpends characterId={character.id} /> : null}
        <HeldKindUpdates />
        <main className="viewer__body">
          <Outlet />
          {DiceTools ? <DiceTools /> : null}
          <SheetNavigation />
        </main>
        <CharacterConflictDialog />
      </div>
      </PurchaseGateProvider>
      </TableRollServiceProvider>
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

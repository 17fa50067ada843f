import { lazy, Suspense, useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams } from 'react-router';
import type { Me } from '@vitae/core/api';
import { CharactersTab } from '../../features/characters/components/characters-tab.tsx';
import { SharingButton } from '../../features/sharing/components/character-share-actions.tsx';
import { CharacterShareMenuItems } from '../../features/sharing/components/share-menu-items.tsx';
import { Inbox } from '../../features/sharing/components/inbox.tsx';
import { OnlineOnly } from '../../components/online-only.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { CharacterConflictDialog, SaveStatus } from '../../components/character-conflict-dialog.tsx';
import { loadHomebrewTexts, loadSheetTexts, loadLineTexts } from '../../i18n/i18n.ts';
import { loadHomebrewLayer, MainHomebrewContent } from '../../lib/homebrew/layer.tsx';
import { checkHomebrewUpdates, useHomebrewUpdateCount } from '../../lib/homebrew/updates-notice.ts';
import { ScrollEdgeHints } from '../../components/scroll-edge-hints.tsx';
import { useScrollEdges } from '../../components/use-scroll-edges.ts';
import './main-screen.css';

// The lexicon renders all game content, homebrew included: it loads when first opened, not with the first screen.
const LexiconTab = lazy(async () => ({
  default: (await Promise.all([import('../../features/lexicon/components/lexicon-tab.tsx'), loadLineTexts(), loadHomebrewLayer()]))[0].LexiconTab,
}));
// VitaePlay brings its protocol schemas: also only when opened.
const PlayTab = lazy(async () => ({ default: (await import('../../features/play/components/play-tab.tsx')).PlayTab }));
// Homebrew brings its editors' schemas and texts: also only when opened. An update notice of an
// installed item words its changes as the character's update dialog does (the sheet texts); each
// line's kinds (gifts, rites, …) are named by that line's texts.
const HomebrewTab = lazy(async () => ({
  default: (await Promise.all([import('../../features/homebrew/components/homebrew-tab.tsx'), loadHomebrewTexts(), loadSheetTexts(), loadLineTexts(), loadHomebrewLayer()]))[0].HomebrewTab,
}));

// The settings (account, password, data export, sync links) load when their tab is opened.
const SettingsTab = lazy(async () => ({ default: (await import('../../features/settings/components/settings-tab.tsx')).SettingsTab }));
const SyncSettings = lazy(async () => ({ default: (await import('../../features/sharing/components/sync-settings.tsx')).SyncSettings }));

export const mainTabs = ['characters', 'play', 'lexicon', 'settings', 'homebrew'] as const;
type MainTab = (typeof mainTabs)[number];

function isMainTab(value: string | null): value is MainTab {
  return mainTabs.includes(value as MainTab);
}

/** The main screen: five tabs, the current one in the URL (`?tab=`) so reload and back keep it. */
export function MainScreen() {
  const { t } = useTranslation();
  const { me } = useLoaderData() as { me: Me };
  const [params, setParams] = useSearchParams();
  // `specific` is the original product's name for the same query.
  const requested = params.get('tab') ?? params.get('specific');
  const current: MainTab = isMainTab(requested) ? requested : 'characters';
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const strip = useRef<HTMLElement>(null);
  const more = useScrollEdges(strip);
  const homebrewUpdates = useHomebrewUpdateCount();
  useEffect(() => {
    void checkHomebrewUpdates();
  }, []);

  // On a phone the tab row scrolls (a fade and an arrow at an edge with more tabs): keep the current tab in view (e.g. after a deep link).
  useEffect(() => {
    tabRefs.current[mainTabs.indexOf(current)]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  function select(tab: MainTab) {
    setParams(tab === 'characters' ? {} : { tab });
  }

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + mainTabs.length) % mainTabs.length;
    select(mainTabs[next]!);
    tabRefs.current[next]?.focus();
  }

  return (
    <MainHomebrewContent>
      <div className="main-screen">
        <header className="app-header">
          <h1 className="app-header__brand">{t('app.name')}</h1>
          <SaveStatus />
          <div className={`main-nav${more.start ? ' main-nav--more-start' : ''}${more.end ? ' main-nav--more-end' : ''}`}>
            <nav ref={strip} role="tablist" aria-label={t('main.tabsLabel')} className="tabs main-nav__tabs">
              {mainTabs.map((tab, index) => (
                <button
                  key={tab}
                  ref={(element) => {
                    tabRefs.current[index] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`tab-${tab}`}
                  aria-selected={tab === current}
                  aria-controls={`panel-${tab}`}
                  tabIndex={tab === current ? 0 : -1}
                  className={`tabs__tab${tab === current ? ' tabs__tab--active' : ''}`}
                  onClick={() => select(tab)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  {t(`main.tabs.${tab}`)}
                  {tab === 'homebrew' && homebrewUpdates > 0 ? (
                    <span className="tabs__dot" role="img" aria-label={t('main.homebrewUpdates', { count: homebrewUpdates })} title={t('main.homebrewUpdates', { count: homebrewUpdates })} />
                  ) : null}
                </button>
              ))}
            </nav>
            <ScrollEdgeHints block="main-nav" />
          </div>
        </header>
        {/* The page's one main landmark holds the current tab's panel. */}
        <main className="main-screen__panel">
          <div id={`panel-${current}`} role="tabpanel" aria-labelledby={`tab-${current}`}>
            {current === 'characters' ? (
              <CharactersTab
                top={<Inbox />}
                toolbarExtra={<SharingButton />}
                rowExtras={CharacterShareMenuItems}
              />
            ) : null}
            {current === 'play' ? (
              <OnlineOnly always>
                <Suspense fallback={<Spinner label={t('play.loading')} />}>
                  <PlayTab />
                </Suspense>
              </OnlineOnly>
            ) : null}
            {current === 'lexicon' ? (
              <Suspense fallback={<Spinner label={t('lexicon.loading')} />}>
                <LexiconTab />
              </Suspense>
            ) : null}
            {current === 'settings' ? (
              <Suspense fallback={<Spinner label={t('loading.page')} />}>
                <SettingsTab me={me} />
                <div className="settings settings--more">
                  <SyncSettings />
                </div>
              </Suspense>
            ) : null}
            {current === 'homebrew' ? (
              <OnlineOnly always>
                <Suspense fallback={<Spinner label={t('main.loadingHomebrew')} />}>
                  <HomebrewTab />
                </Suspense>
              </OnlineOnly>
            ) : null}
          </div>
        </main>
        <CharacterConflictDialog />
      </div>
    </MainHomebrewContent>
  );
}

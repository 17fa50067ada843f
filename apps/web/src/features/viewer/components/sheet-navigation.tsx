import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/dialog.tsx';
import { coreGameLine, withLineRules } from '@vitae/core';
import { useContentStore } from '../../../lib/content/store.ts';
import { useViewerCharacter } from '../hooks/use-viewer-character.ts';
import { sheetFor } from '../lines/index.ts';
import { openSheetSearchEvent } from './tab-strip.tsx';
import type { SearchTarget as Target } from '../lines/types.ts';

const noHotkeys: Readonly<Record<string, string>> = {};

/**
 * Focuses a sheet element once its tab has rendered and the search dialog is gone (closing, the
 * dialog hands the focus back to where it was; on the same tab that would otherwise win).
 */
function focusSoon(anchor: string): void {
  let tries = 0;
  let settled = false;
  const attempt = () => {
    const element = document.getElementById(anchor);
    const dialogOpen = document.querySelector('dialog[open]') !== null;
    if (element && !dialogOpen && settled) {
      element.scrollIntoView({ block: 'center' });
      element.focus();
      return;
    }
    // One more frame after the dialog has gone, for its focus return to have happened.
    if (element && !dialogOpen) settled = true;
    if (tries++ < 60) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/**
 * After a hotkey switched the tab, the focused element may be gone with the old tab: the focus
 * then goes to the tab now shown in the tab strip instead of falling back to the page.
 */
function keepFocusOnSheet(): void {
  const before = document.activeElement;
  const started = document.querySelector('.viewer .tabs__tab--active');
  let frames = 0;
  // The new tab renders a few frames later (the router may defer it): wait until it is the active one.
  const attempt = () => {
    const active = document.querySelector<HTMLElement>('.viewer .tabs__tab--active');
    const switched = active !== null && active !== started;
    if (!switched && frames++ < 30) return void requestAnimationFrame(attempt);
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || !before?.isConnected;
    if (lost) active?.focus();
  };
  requestAnimationFrame(attempt);
}

/** Sheet hotkeys and the search-and-jump dialog (Ctrl+K) over everything on the sheet. */
export function SheetNavigation() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const store = useContentStore();
  const { entry } = useViewerCharacter();
  const line = entry?.character.gameLine ?? coreGameLine;
  const hotkeys = sheetFor(line)?.hotkeys ?? noHotkeys;
  const [searching, setSearching] = useState(false);
  const [query, setQuery] = useState('');

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        // Every search starts empty.
        setQuery('');
        setSearching(true);
      } else if (event.altKey && hotkeys[event.code]) {
        event.preventDefault();
        void navigate(hotkeys[event.code]!);
        keepFocusOnSheet();
      } else if (event.key === 'Escape' && !event.defaultPrevented && !document.querySelector('dialog[open]') && !document.querySelector('[role="menu"]')) {
        // An open dialog or menu (the header's "⋯") takes Escape for itself.
        void navigate('profile');
        keepFocusOnSheet();
      }
    };
    const onOpen = () => {
      setQuery('');
      setSearching(true);
    };
    // Capture phase: we see Escape before a dialog closes itself, so closing a dialog never also
    // jumps to the profile.
    window.addEventListener('keydown', onKey, true);
    window.addEventListener(openSheetSearchEvent, onOpen);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener(openSheetSearchEvent, onOpen);
    };
  }, [navigate, hotkeys]);

  const targets = useMemo<Target[]>(() => {
    if (!entry) return [];
    const c = entry.character;
    const list = withLineRules(c, (rules, own) => sheetFor(rules.id)?.searchTargets(own, store.forLine(rules.id, i18n.language), t) ?? []);
    (['carriedItems', 'ownedItems'] as const).forEach((where) =>
      c.inventory[where].forEach((item, index) => list.push({ label: item.name, kind: t('viewer.tabs.inventory'), tab: 'inventory', anchor: `sheet-item-${where}-${index}` })),
    );
    return list;
  }, [entry, store, i18n.language, t]);

  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const hits = query.trim() ? targets.filter((target) => fold(target.label).includes(fold(query.trim()))).slice(0, 20) : [];

  function jump(target: Target) {
    setSearching(false);
    setQuery('');
    void navigate(target.tab);
    if (target.anchor) focusSoon(target.anchor);
  }

  return (
    <Modal
      open={searching}
      title={t('viewer.search.title')}
      onClose={() => {
        setSearching(false);
        setQuery('');
      }}
    >
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (hits[0]) jump(hits[0]);
        }}
      >
        <label className="field">
          <span>
            {t('viewer.search.label')} <span className="kbd-hint">{t('viewer.search.shortcut')}</span>
          </span>
          <input type="search" value={query} autoFocus onChange={(e) => setQuery(e.target.value)} />
        </label>
        {query.trim() && hits.length === 0 ? <p>{t('character.modal.pool-calcuator.search_not_found')}</p> : null}
        <ul className="item-picker" aria-label={t('viewer.search.results')}>
          {hits.map((hit, index) => (
            <li key={`${hit.anchor}-${index}`}>
              <button type="button" className="button button--ghost" onClick={() => jump(hit)}>
                {hit.label} <small>{hit.kind}</small>
              </button>
            </li>
          ))}
        </ul>
      </form>
    </Modal>
  );
}

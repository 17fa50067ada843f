import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/dialog.tsx';
import { useContentStore } from '../../../lib/content-store.ts';
import { useViewerCharacter } from '../hooks/use-viewer-character.ts';

/** Alt + key → tab (behaviour-notes §12.5); Escape returns to the profile. */
const hotkeys: Record<string, string> = {
  KeyP: 'profile', Digit1: 'profile',
  KeyI: 'inventory', Digit2: 'inventory',
  KeyA: 'attributes', Digit3: 'attributes',
  KeyF: 'skills', Digit4: 'skills',
  KeyD: 'disciplines', Digit5: 'disciplines',
  KeyR: 'bloodrituals',
  KeyV: 'traits', Digit6: 'traits',
};

interface Target {
  label: string;
  kind: string;
  tab: string;
  anchor: string;
}

/** Focuses a sheet element once its tab has rendered. */
function focusSoon(anchor: string): void {
  let tries = 0;
  const attempt = () => {
    const element = document.getElementById(anchor);
    if (element) {
      element.scrollIntoView({ block: 'center' });
      element.focus();
    } else if (tries++ < 20) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/** Sheet hotkeys and the search-and-jump dialog (Ctrl+K) over everything on the sheet. */
export function SheetNavigation() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const content = useContentStore().forLanguage(i18n.language);
  const { entry } = useViewerCharacter();
  const [searching, setSearching] = useState(false);
  const [query, setQuery] = useState('');

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setSearching(true);
      } else if (event.altKey && hotkeys[event.code]) {
        event.preventDefault();
        void navigate(hotkeys[event.code]!);
      } else if (event.key === 'Escape' && !event.defaultPrevented && !document.querySelector('[role="dialog"]')) {
        void navigate('profile');
      }
    };
    // Capture phase: we see Escape before a dialog closes itself, so closing a dialog never also
    // jumps to the profile.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [navigate]);

  const targets = useMemo<Target[]>(() => {
    if (!entry) return [];
    const c = entry.character;
    const attributeNames = new Map<string, string>(content.attributes.map((a) => [a.key, a.name]));
    const skillNames = new Map<string, string>(content.skills.map((s) => [s.key, s.name]));
    const list: Target[] = [];
    for (const category of c.categories) {
      for (const a of category.attributes) list.push({ label: attributeNames.get(a.key) ?? a.key, kind: t('viewer.tabs.attributes'), tab: 'attributes', anchor: `sheet-attributes-${a.key}` });
      for (const s of category.skills) list.push({ label: skillNames.get(s.key) ?? s.key, kind: t('viewer.tabs.skills'), tab: 'skills', anchor: `sheet-skills-${s.key}` });
    }
    for (const owned of c.disciplines) {
      const id = Number(owned.discipline.id);
      const definition = content.disciplines.find((d) => d.id === id);
      list.push({ label: definition?.name ?? String(id), kind: t('viewer.tabs.disciplines'), tab: 'disciplines', anchor: `discipline-card-${id}` });
      for (const ability of owned.abilities) {
        const power = definition?.powers.find((p) => (typeof ability.key === 'string' ? p.key === ability.key : p.id === ability.id));
        if (power) list.push({ label: power.name, kind: definition?.name ?? '', tab: 'disciplines', anchor: `discipline-card-${id}` });
      }
    }
    c.merits.packs.concat(c.backgrounds.packs).forEach((pack) =>
      pack.traits.forEach((trait) => typeof trait.name === 'string' && list.push({ label: trait.name, kind: t('viewer.tabs.traits'), tab: 'traits', anchor: '' })),
    );
    for (const ritual of [...c.bloodRituals, ...c.oblivionCeremonies]) {
      if (typeof ritual.name === 'string') list.push({ label: ritual.name, kind: t('viewer.tabs.bloodrituals'), tab: 'bloodrituals', anchor: '' });
    }
    (['carriedItems', 'ownedItems'] as const).forEach((where) =>
      c.inventory[where].forEach((item, index) => list.push({ label: item.name, kind: t('viewer.tabs.inventory'), tab: 'inventory', anchor: `sheet-item-${where}-${index}` })),
    );
    return list;
  }, [entry, content, t]);

  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const hits = query.trim() ? targets.filter((target) => fold(target.label).includes(fold(query.trim()))).slice(0, 20) : [];

  function jump(target: Target) {
    setSearching(false);
    setQuery('');
    void navigate(target.tab);
    if (target.anchor) focusSoon(target.anchor);
  }

  return (
    <Modal open={searching} title={t('viewer.search.title')} onClose={() => setSearching(false)}>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (hits[0]) jump(hits[0]);
        }}
      >
        <label className="field">
          <span>{t('viewer.search.label')}</span>
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

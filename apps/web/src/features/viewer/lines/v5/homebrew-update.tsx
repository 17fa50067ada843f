import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { homebrewBookId } from '@vitae/core/content-light';
import { homebrewIdOf, homebrewUpdates, knownHomebrew, type HomebrewUpdate } from '@vitae/core/homebrew';
import { applyPurchase } from '@vitae/core/v5';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useHomebrewStore } from '../../../../lib/homebrew/store.ts';
import { xpEvent } from '../../lib/xp-event.ts';
import { describeChanges } from '../../../../lib/homebrew/changes-text.ts';
import { fetchServerVersions, homebrewStatusKey, type ServerVersions } from './homebrew-versions.ts';
import { useVampire } from './use-vampire.ts';
import type { StoredVampire } from './vampire.ts';

/** How long "Aktualisiert!" stays (behaviour-notes §7.3). */
const appliedMs = 5000;

/** Ability ids the character owns of one homebrew discipline (removed ones stay, flagged). */
function ownedAbilityIds(character: StoredVampire, update: HomebrewUpdate): Set<number> {
  if (update.kind !== 'disciplines') return new Set();
  const entry = character.disciplines.find((owned) => homebrewIdOf(Number(owned.discipline.id)) === update.before.id);
  return new Set((entry?.abilities ?? []).map((ability) => Number(ability.id)));
}

/**
 * "Homebrew aktualisieren" in the character info (spec §4, behaviour-notes §7.3): the homebrew the
 * character holds with its versions; newer versions from this device's store or the server are
 * offered with what changes, and taken over in one step that the history can undo.
 */
export function HomebrewUpdateSection() {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useVampire();
  const store = useHomebrewStore();
  const [server, setServer] = useState<ServerVersions>();
  const [applied, setApplied] = useState(false);
  const [failure, setFailure] = useState<string>();
  const character = entry?.character;
  const snapshot = character?.homebrew;

  useEffect(() => {
    if (!snapshot || (snapshot.clans.length === 0 && snapshot.disciplines.length === 0)) return;
    let current = true;
    void fetchServerVersions(snapshot).then((answer) => {
      if (current) setServer(answer);
    });
    return () => {
      current = false;
    };
  }, [snapshot]);

  useEffect(() => {
    if (!applied) return;
    const timer = setTimeout(() => setApplied(false), appliedMs);
    return () => clearTimeout(timer);
  }, [applied]);

  if (!character || !snapshot) return null;
  const held = [...snapshot.clans.map((item) => ({ kind: 'clans' as const, item })), ...snapshot.disciplines.map((item) => ({ kind: 'disciplines' as const, item }))];
  if (held.length === 0 && !character.books.includes(homebrewBookId)) return null;
  const known = knownHomebrew(store);
  const updates = homebrewUpdates(character, known, ...(server ? [server.found] : []));

  function statusText(): string {
    const key = homebrewStatusKey({ applied, held: held.length, updates: updates.length, server });
    return key ? t(`viewer.homebrew.${key}`) : '';
  }

  function apply() {
    if (!character) return;
    const newer = { clans: updates.flatMap((u) => (u.kind === 'clans' ? [u.after] : [])), disciplines: updates.flatMap((u) => (u.kind === 'disciplines' ? [u.after] : [])) };
    const result = applyPurchase(character, { kind: 'homebrew_update', ...newer, known }, xpEvent());
    if (!result.ok) return setFailure(t('viewer.homebrew.failed', { reason: t(`viewer.leveling.refused.${result.reason}`, { cost: 0, exp: character.exp }) }));
    update(() => result.character);
    setFailure(undefined);
    setApplied(true);
  }

  return (
    <section className="stack" aria-labelledby="homebrew-update-title">
      <h3 id="homebrew-update-title">{t('viewer.homebrew.title')}</h3>
      {held.length === 0 ? <p className="lexicon__meta">{t('viewer.homebrew.none')}</p> : null}
      <ul>
        {held.map(({ kind, item }) => (
          <li key={`${kind}-${item.id}`}>{t('viewer.homebrew.held', { name: item.name, kind: t(`viewer.homebrew.kinds.${kind}`), version: item.version })}</li>
        ))}
      </ul>
      {server?.gone.map((item) => (
        <p key={`gone-${item.id}`} className="lexicon__meta">
          {t('viewer.homebrew.gone', { name: item.name })}
        </p>
      ))}
      {updates.map((item) => {
        const lines = describeChanges(item, ownedAbilityIds(character, item), t);
        return (
          <div key={`${item.kind}-${item.before.id}`} className="card stack">
            <strong>{t('viewer.homebrew.available', { name: item.after.name, before: item.before.version, after: item.after.version })}</strong>
            {lines.length > 0 ? (
              <ul>
                {lines.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            ) : (
              <p className="lexicon__meta">{t('viewer.homebrew.noVisibleChanges')}</p>
            )}
          </div>
        );
      })}
      <p role="status" className="lexicon__meta">
        {statusText()}
      </p>
      {failure ? <Alert>{failure}</Alert> : null}
      {updates.length > 0 && !readOnly ? (
        <Button variant="primary" onClick={apply}>
          {t('viewer.homebrew.apply')}
        </Button>
      ) : null}
    </section>
  );
}

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { heldKindUpdates, kindFieldNames, listedKindSpecs, recordHeldKindUpdate, type HeldKindUpdate } from '@vitae/core/homebrew-kinds';
import { Button } from '../../../components/ui/button.tsx';
import { knownKindItems, useKindStore } from '../../../lib/homebrew/kind-store.ts';
import { useViewerCharacter } from '../hooks/use-viewer-character.ts';
import { xpEvent } from '../lib/xp-event.ts';
import './held-kind-updates.css';

/** What changed, field by field (a new name shows both names). */
function Changes({ update }: { update: HeldKindUpdate }) {
  const { t } = useTranslation();
  if (update.changed.length === 0) return <p className="held-update__changes">{t('viewer.homebrew.noVisibleChanges')}</p>;
  return (
    <ul className="held-update__changes">
      {update.changed.map((field) => (
        <li key={field}>
          {field === 'name'
            ? t('viewer.homebrew.changes.renamed', { before: String(update.held.data.name ?? ''), after: update.newer.name })
            : t('viewer.homebrew.changes.field', { field: t([`viewer.homebrew.fields.${field}`, 'viewer.homebrew.fields.other']) })}
        </li>
      ))}
    </ul>
  );
}

/**
 * "Aktualisierung verfügbar" on the sheet (issue #49 items 1 and 4): the homebrew gifts, rotes,
 * edges, merit packs, … the character holds of which this account installed a newer version, with
 * what changes; the owner takes it over in one click, as a step of the history that undo takes
 * back. Until then the sheet keeps its version.
 */
export function HeldKindUpdates() {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useViewerCharacter();
  const kinds = useKindStore();
  const [updated, setUpdated] = useState<string>();
  const held = entry?.character.homebrewItems;
  const updates = useMemo(() => heldKindUpdates(held, knownKindItems(kinds), kindFieldNames), [held, kinds]);
  if (!entry || readOnly || (updates.length === 0 && !updated)) return null;
  const kindName = (kind: string) => t(`${listedKindSpecs.find((spec) => spec.kind === kind)?.line ?? ''}.homebrew.kinds.${kind}`, { count: 1 });

  function take(entryUpdate: HeldKindUpdate) {
    // A change entry of the history, so the update can be undone like Vampire's (nothing changes when the copy is no longer older).
    update((character) => {
      const result = recordHeldKindUpdate(character, entryUpdate.held.kind, entryUpdate.newer, xpEvent());
      return result.ok ? result.character : character;
    });
    setUpdated(t('viewer.homebrew.kindUpdates.updated', { name: entryUpdate.newer.name }));
  }

  return (
    <section className="held-updates" aria-label={t('viewer.homebrew.kindUpdates.title')}>
      {updated ? (
        <p role="status" className="held-updates__done">
          {updated}
        </p>
      ) : null}
      <ul className="held-updates__list">
        {updates.map((entryUpdate) => (
          <li key={`${entryUpdate.held.kind}:${entryUpdate.held.id}`} className="card held-update">
            <div className="held-update__text">
              <span className="badge">{t('viewer.homebrew.kindUpdates.title')}</span>{' '}
              {t('viewer.homebrew.kindUpdates.item', { kind: kindName(entryUpdate.held.kind), name: String(entryUpdate.held.data.name ?? entryUpdate.newer.name), before: entryUpdate.held.version, after: entryUpdate.newer.version })}
              <Changes update={entryUpdate} />
            </div>
            <Button variant="primary" onClick={() => take(entryUpdate)} aria-label={t('viewer.homebrew.kindUpdates.updateOne', { name: entryUpdate.newer.name })}>
              {t('viewer.homebrew.kindUpdates.update')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

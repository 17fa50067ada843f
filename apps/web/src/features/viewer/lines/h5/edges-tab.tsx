import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkH5Purchase, isHomebrewEdgeOrPerkId, ownsEdge, type Edge, type EdgePool, type H5Purchase } from '@vitae/core/h5';
import { EdgePools, usePoolName } from '../../../../components/lines/h5/edge-pools.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import { useUiState } from '../../../../lib/ui-store.ts';
import { LevelUpButton } from '../../components/level-up-button.tsx';
import { clearPool, togglePoolPart } from '../../lib/roll-selection.ts';
import type { StoredHunter } from './hunter.ts';
import { useHunter } from './use-hunter.ts';

type Loose = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** "+ lernen" with its price, or why it cannot be learned now (before anyone clicks). */
function Learn({ character, purchase, label, onApply }: { character: StoredHunter; purchase: H5Purchase; label: string; onApply: (next: StoredHunter) => void }) {
  const { t } = useTranslation();
  const check = checkH5Purchase(character, purchase);
  return (
    <>
      <LevelUpButton character={character} purchase={purchase} label={label} action="learn" onApply={(next) => onApply(next as StoredHunter)} />
      {!check.ok ? <small className="lexicon__meta">{t(`h5.viewer.learnReasons.${check.reason}`, { cost: check.cost, exp: character.exp })}</small> : null}
    </>
  );
}

/** Edges with their pools (a click puts the pool into the roll) and perks; in leveling mode what can be learned, at its price. */
export function EdgesTab() {
  const { t } = useTranslation();
  const content = useLineContent('h5');
  const poolName = usePoolName();
  const { entry, update, readOnly } = useHunter();
  const leveling = useUiState((ui) => ui.levelMode) && !readOnly;
  const [supplements, setSupplements] = useState(false);
  if (!entry) return null;
  const character = entry.character;
  const apply = (next: StoredHunter) => update(() => next);
  const contentEdge = (id: unknown) => content.edges.find((edge) => edge.id === String(id));
  const attributeName = (pool: EdgePool) => content.attributes.find((a) => a.key === pool.attribute)?.name ?? pool.attribute;
  const skillName = (pool: EdgePool) => content.skills.find((s) => s.key === pool.skill)?.name ?? pool.skill;
  const attributeValue = (pool: EdgePool) => character.categories.flatMap((c) => c.attributes).find((a) => a.key === pool.attribute)?.value ?? 0;
  const skillValue = (pool: EdgePool) => character.categories.flatMap((c) => c.skills).find((s) => s.key === pool.skill)?.value ?? 0;

  function rollWith(pool: EdgePool) {
    clearPool();
    togglePoolPart({ id: `attributes:${pool.attribute}`, label: attributeName(pool), value: attributeValue(pool) });
    togglePoolPart({ id: `skills:${pool.skill}`, label: skillName(pool), value: skillValue(pool) });
  }

  const learnable = content.edges.filter((edge) => !ownsEdge(character, edge.id) && (edge.core || supplements));
  return (
    <div className="stack">
      {character.edges.length === 0 ? <p className="card">{t('h5.viewer.noEdges')}</p> : null}
      {character.edges.map((owned, index) => {
        const edge = contentEdge(owned.id);
        const name = edge?.name ?? text(owned.name);
        const pools = edge?.pools ?? owned.pools ?? [];
        const ownedPerkIds = new Set(owned.perks.map((perk) => String(perk.id)));
        const morePerks = (edge?.perks ?? []).filter((perk) => !ownedPerkIds.has(perk.id) && (perk.core || supplements));
        return (
          <article key={`${String(owned.id)}-${index}`} id={`sheet-edge-${String(owned.id)}`} tabIndex={-1} className="card stack" aria-label={name}>
            <h3>
              {name} <small className="badge">{t(`h5.edge.categories.${edge?.category ?? owned.category ?? 'asset'}`)}</small>
              {(edge?.core ?? owned.core) === false ? <small className="badge">{t('h5.edge.unverified')}</small> : null}
            </h3>
            <EdgePools pools={pools} />
            {!leveling && pools.length > 0 ? (
              <div className="button-row">
                {pools.map((pool) => (
                  <button key={`${pool.attribute}-${pool.skill}`} type="button" className="button button--ghost" onClick={() => rollWith(pool)}>
                    {t('h5.viewer.rollPool', { pool: poolName(pool) })}
                  </button>
                ))}
              </div>
            ) : null}
            {edge ? <p>{edge.system}</p> : null}
            <h4>{t('h5.edge.perks')}</h4>
            {owned.perks.length === 0 ? <p className="lexicon__meta">{t('h5.viewer.noPerks')}</p> : null}
            <ul>
              {owned.perks.map((perk) => {
                const definition = edge?.perks.find((candidate) => candidate.id === String(perk.id));
                return (
                  <li key={String(perk.id)} id={`sheet-perk-${String(perk.id)}`} tabIndex={-1}>
                    <strong>{definition?.name ?? text((perk as Loose).name)}</strong>
                    {definition?.core === false ? <small className="badge">{t('h5.edge.unverified')}</small> : null}
                    {definition ? ` – ${definition.summary}` : ''}
                  </li>
                );
              })}
            </ul>
            {leveling && edge && morePerks.length > 0 ? (
              <ul aria-label={t('h5.viewer.learnPerks', { name })}>
                {morePerks.map((perk) => (
                  <li key={perk.id} className="traits-grid__row">
                    <span className="traits-grid__name">
                      {perk.name} {perk.core ? null : <small className="badge">{t('h5.edge.unverified')}</small>}
                      {isHomebrewEdgeOrPerkId(perk.id) ? <small className="badge">{t('h5.homebrew.badge')}</small> : null}
                    </span>
                    <Learn character={character} purchase={{ kind: 'perk', edge, perkId: perk.id }} label={perk.name} onApply={apply} />
                  </li>
                ))}
              </ul>
            ) : null}
          </article>
        );
      })}
      {leveling ? (
        <section className="card stack" aria-label={t('h5.viewer.learnEdges')}>
          <h3>{t('h5.viewer.learnEdges')}</h3>
          <label className="checkbox">
            <input type="checkbox" checked={supplements} onChange={(e) => setSupplements(e.target.checked)} />
            {t('h5.editor.edges.supplements')}
          </label>
          <ul>
            {learnable.map((edge: Edge) => (
              <li key={edge.id} className="traits-grid__row">
                <span className="traits-grid__name">
                  {edge.name} <small className="badge">{t(`h5.edge.categories.${edge.category}`)}</small>
                  {edge.core ? null : <small className="badge">{t('h5.edge.unverified')}</small>}
                  {isHomebrewEdgeOrPerkId(edge.id) ? <small className="badge">{t('h5.homebrew.badge')}</small> : null}
                  <small className="lexicon__meta"> {t('h5.viewer.perksAfterEdge', { count: edge.perks.filter((p) => p.core || supplements).length })}</small>
                </span>
                <Learn character={character} purchase={{ kind: 'edge', edge }} label={edge.name} onApply={apply} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { edgeBlockers, edgeCategories, edgePicks, isHomebrewEdgeOrPerkId, ownsEdge, ownsPerk, perkBlockers, toggleCreationEdge, toggleCreationPerk, type Edge, type H5Character } from '@vitae/core/h5';
import { useLineContent } from '../../../../lib/content/store.ts';
import { EdgePools } from '../../../../components/lines/h5/edge-pools.tsx';
import type { StepProps } from '../types.ts';
import { edgesStepState } from './steps.ts';

/** Only core edges and perks, as a supplement switch turns off. */
function coreOnly(character: H5Character): H5Character {
  return { ...character, edges: character.edges.filter((edge) => edge.core !== false).map((edge) => ({ ...edge, perks: edge.perks.filter((perk) => perk.core !== false) })) };
}

/** Step 4: two edges and one perk, or one edge and two perks; supplement material only on request. */
export function EdgesStep({ draft, onChange }: StepProps<'h5'>) {
  const { t } = useTranslation();
  const content = useLineContent('h5');
  const { character } = draft;
  const supplements = edgesStepState(draft).supplements ?? false;
  const picks = edgePicks(character);
  const creed = content.creeds.find((entry) => entry.id === character.creed);
  const suggested = (edge: Edge) => creed !== undefined && (creed.suggestedEdges.includes(edge.id) || creed.suggestedCategory === edge.category);
  const set = (next: H5Character) => onChange({ ...draft, character: next });

  return (
    <div className="stack">
      <p>{t('h5.editor.edges.intro')}</p>
      <div className="wizard__budget" role="status">
        <span className={picks.left === 0 ? 'wizard__pool--done' : undefined}>{t('h5.editor.edges.picks', { edges: picks.edges, perks: picks.perks, left: picks.left })}</span>
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={supplements}
          onChange={(e) => onChange({ ...draft, character: e.target.checked ? character : coreOnly(character), state: { ...draft.state, supplements: e.target.checked } })}
        />
        {t('h5.editor.edges.supplements')}
      </label>
      {edgeCategories.map((category) => (
        <section key={category} className="stack" aria-label={t(`h5.edge.categories.${category}`)}>
          <h3>{t(`h5.edge.categories.${category}`)}</h3>
          <div className="h5-edges">
          {content.edges
            .filter((edge) => edge.category === category && (edge.core || supplements))
            .map((edge) => {
              const owned = ownsEdge(character, edge.id);
              const blockers = edgeBlockers(character, edge, supplements);
              const perks = edge.perks.filter((perk) => perk.core || supplements);
              return (
                <article key={edge.id} className="card stack h5-edge" aria-label={edge.name} data-testid={`edge-${edge.id}`}>
                  <div className="h5-edge__head">
                    <h4>
                      {edge.name} {suggested(edge) ? <small className="badge">{t('h5.editor.edges.suggested')}</small> : null}
                      {edge.core ? null : <small className="badge">{t('h5.edge.unverified')}</small>}
                      {isHomebrewEdgeOrPerkId(edge.id) ? <small className="badge">{t('h5.homebrew.badge')}</small> : null}
                    </h4>
                    <button type="button" className={`button${owned ? ' button--primary' : ''}`} aria-pressed={owned} disabled={!owned && blockers.length > 0} onClick={() => set(toggleCreationEdge(character, edge, supplements))}>
                      {t(owned ? 'h5.editor.edges.give' : 'h5.editor.edges.take', { name: edge.name })}
                    </button>
                  </div>
                  {blockers.length > 0 ? <p className="lexicon__meta">{blockers.map((reason) => t(`h5.editor.edges.reasons.${reason}`)).join(' · ')}</p> : null}
                  <EdgePools pools={edge.pools} />
                  {/* Owned edges open, so their perks can be chosen; the others keep the page short. */}
                  <details open={owned}>
                    <summary>{t('h5.editor.edges.more', { count: perks.length })}</summary>
                    <p>{edge.description}</p>
                    <h5>{t('h5.edge.system')}</h5>
                    <p>{edge.system}</p>
                    <fieldset className="stack">
                      <legend>{t('h5.edge.perks')}</legend>
                      {perks.map((perk) => {
                        const perkReasons = perkBlockers(character, edge, perk, supplements);
                        const has = ownsPerk(character, perk.id);
                        return (
                          <label key={perk.id} className="checkbox h5-perk">
                            <input type="checkbox" checked={has} disabled={!has && perkReasons.length > 0} onChange={() => set(toggleCreationPerk(character, edge, perk, supplements))} />
                            <span>
                              <strong>{perk.name}</strong>
                              {perk.core ? null : <small className="badge">{t('h5.edge.unverified')}</small>}
                              {isHomebrewEdgeOrPerkId(perk.id) ? <small className="badge">{t('h5.homebrew.badge')}</small> : null} – {perk.summary}
                              {!has && perkReasons[0] ? <small className="lexicon__meta"> ({t(`h5.editor.edges.reasons.${perkReasons[0]}`)})</small> : null}
                            </span>
                          </label>
                        );
                      })}
                    </fieldset>
                  </details>
                </article>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useContentStore } from '../../../lib/content-store.ts';
import { anchors, buildLexiconIndex, searchLexicon, type LexiconSection } from '../lib/lexicon-index.ts';
import { DisciplinesSection } from './discipline-sections.tsx';
import { CustomArticle } from './lexicon-parts.tsx';
import { BloodPotencySection, ClansSection, PredatorTypesSection, TraitsSection } from './rule-sections.tsx';

const sectionOrder: LexiconSection[] = ['prepend', 'bloodPotency', 'clans', 'disciplines', 'merits', 'flaws', 'predatorTypes', 'append'];

/** Opens every collapsed group around the element, then scrolls to it and gives it focus. */
function reveal(anchor: string): void {
  const target = document.getElementById(anchor);
  if (!target) return;
  for (let node: HTMLElement | null = target; node; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement) node.open = true;
  }
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

/** The Lexicon tab (spec §2): table of contents, search that filters and jumps, deep links. */
export function LexiconTab() {
  const { t, i18n } = useTranslation();
  const store = useContentStore();
  const content = store.forLanguage(i18n.language);
  const index = useMemo(() => buildLexiconIndex(content, t('lexicon.sections.bloodPotency')), [content, t]);
  const [query, setQuery] = useState('');
  const hits = useMemo(() => searchLexicon(index, query), [index, query]);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (location.hash) reveal(decodeURIComponent(location.hash.slice(1)));
  }, [location.hash]);

  function jump(anchor: string) {
    void navigate({ search: location.search, hash: anchor }, { replace: false });
    // Same hash again (a second click) does not change the location, so reveal directly too.
    reveal(anchor);
  }

  const sectionAnchor = (section: LexiconSection) => `lex-section-${section}`;

  return (
    <section className="lexicon" aria-labelledby="lexicon-title">
      <h2 id="lexicon-title">{t('lexicon.title')}</h2>
      <form
        role="search"
        className="lexicon__search"
        onSubmit={(event) => {
          event.preventDefault();
          if (hits[0]) jump(hits[0].anchor);
        }}
      >
        <label htmlFor="lexicon-search">{t('lexicon.search')}</label>
        <input id="lexicon-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t('lexicon.searchPlaceholder')} autoComplete="off" />
      </form>
      {query.trim() ? (
        <div className="lexicon__results" aria-live="polite">
          {hits.length === 0 ? (
            <p>{t('lexicon.noResults')}</p>
          ) : (
            <ul aria-label={t('lexicon.results')}>
              {hits.map((hit) => (
                <li key={hit.anchor}>
                  <a
                    href={`#${hit.anchor}`}
                    onClick={(event) => {
                      event.preventDefault();
                      jump(hit.anchor);
                    }}
                  >
                    {hit.title}
                  </a>{' '}
                  <span className="lexicon__meta">{t(`lexicon.sections.${hit.section}`)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}

      <nav aria-label={t('lexicon.contents')} className="lexicon__toc card">
        <h3>{t('lexicon.contents')}</h3>
        <ol>
          {sectionOrder.map((section) => (
            <li key={section}>
              <a
                href={`#${sectionAnchor(section)}`}
                onClick={(event) => {
                  event.preventDefault();
                  jump(sectionAnchor(section));
                }}
              >
                {t(`lexicon.sections.${section}`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <section id={sectionAnchor('prepend')} tabIndex={-1} aria-label={t('lexicon.sections.prepend')}>
        {content.customLexicon.prepend.map((entry) => (
          <CustomArticle key={entry.id} anchor={anchors.prepend(entry.id)} entry={entry} />
        ))}
      </section>
      {(
        [
          ['bloodPotency', <BloodPotencySection key="bp" content={content} />],
          ['clans', <ClansSection key="clans" content={content} />],
          ['disciplines', <DisciplinesSection key="disciplines" content={content} />],
          ['merits', <TraitsSection key="merits" content={content} kind="merits" />],
          ['flaws', <TraitsSection key="flaws" content={content} kind="flaws" />],
          ['predatorTypes', <PredatorTypesSection key="predators" content={content} />],
        ] as const
      ).map(([section, body]) => (
        <section key={section} id={sectionAnchor(section)} tabIndex={-1} className="lexicon__section" aria-labelledby={`${sectionAnchor(section)}-title`}>
          <h3 id={`${sectionAnchor(section)}-title`}>{t(`lexicon.sections.${section}`)}</h3>
          {body}
        </section>
      ))}
      <section id={sectionAnchor('append')} tabIndex={-1} aria-label={t('lexicon.sections.append')}>
        {content.customLexicon.append.map((entry) => (
          <CustomArticle key={entry.id} anchor={anchors.append(entry.id)} entry={entry} />
        ))}
      </section>
    </section>
  );
}

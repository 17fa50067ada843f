import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { gameLines, type GameLine, type LineContent } from '@vitae/core';
import { useContentStore } from '../../../lib/content/store.ts';
import { customAnchors, customEntries, searchLexicon, withOtherTitles } from '../lib/lexicon-index.ts';
import { useOtherLanguageContent } from '../../../lib/content/other-language.ts';
import { lexiconFor } from '../lines/index.ts';
import { CustomArticle } from './lexicon-parts.tsx';

/** The translation key of a section's title: the line's own, else `lexicon.sections.<id>`. */
function sectionTitleKey(line: GameLine, section: string): string {
  return lexiconFor(line)?.sections.find((entry) => entry.id === section)?.titleKey ?? `lexicon.sections.${section}`;
}

/** The lines with a lexicon, in the registry's order. */
const linesWithLexicon = gameLines.filter((line) => lexiconFor(line) !== null);

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

/** The Lexicon tab (docs/product-spec.md §2): a part per game line, table of contents, search over all of it that filters and jumps, deep links. */
export function LexiconTab() {
  const { t, i18n } = useTranslation();
  const store = useContentStore();
  // The Lexicon reads every line; one wait for those this browser has not loaded yet.
  store.requireLines(linesWithLexicon);
  const [query, setQuery] = useState('');
  const other = useOtherLanguageContent(linesWithLexicon, query.trim() !== '');
  const index = useMemo(() => {
    const entriesOf = (source: typeof store, language: string) =>
      linesWithLexicon.flatMap((line) => {
        const lexicon = lexiconFor<GameLine>(line);
        if (!lexicon) return [];
        const content = source.forLine(line, language);
        return [
          ...customEntries(line, lexicon.anchorPrefix, content.customLexicon, 'prepend'),
          ...lexicon.index(content, t),
          ...customEntries(line, lexicon.anchorPrefix, content.customLexicon, 'append'),
        ];
      });
    const own = entriesOf(store, i18n.language);
    return other ? withOtherTitles(own, entriesOf(other.store, other.language)) : own;
  }, [store, other, i18n.language, t]);
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
                  <span className="lexicon__meta">
                    {linesWithLexicon.length > 1 ? `${t(`characters.gameLines.${hit.line}`)} · ` : ''}
                    {t(sectionTitleKey(hit.line, hit.section))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {linesWithLexicon.map((line) => (
        <LineLexicon key={line} line={line} content={store.forLine(line, i18n.language)} jump={jump} />
      ))}
    </section>
  );
}

/** One line's part: its table of contents, its own articles before and after, and its generated sections. */
function LineLexicon<L extends GameLine>({ line, content, jump }: { line: L; content: LineContent<L>; jump: (anchor: string) => void }) {
  const { t } = useTranslation();
  const lexicon = lexiconFor(line);
  if (!lexicon) return null;
  const custom = customAnchors(lexicon.anchorPrefix);
  const order = ['prepend', ...lexicon.sections.map((section) => section.id), 'append'];
  // Every line's file set has its `customLexicon` (a test checks); TypeScript cannot see that for a generic line.
  const lexiconContent = content as LineContent<L> & { customLexicon: LineContent<GameLine>['customLexicon'] };
  return (
    <section className="lexicon__line" aria-labelledby={`lexicon-line-${line}`}>
      <h2 id={`lexicon-line-${line}`} className={linesWithLexicon.length > 1 ? undefined : 'visually-hidden'}>
        {t(`characters.gameLines.${line}`)}
      </h2>
      <nav aria-label={t('lexicon.contents')} className="lexicon__toc card">
        <h3>{t('lexicon.contents')}</h3>
        <ol>
          {order.map((section) => (
            <li key={section}>
              <a
                href={`#${custom.section(section)}`}
                onClick={(event) => {
                  event.preventDefault();
                  jump(custom.section(section));
                }}
              >
                {t(sectionTitleKey(line, section))}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <section id={custom.section('prepend')} tabIndex={-1} aria-label={t('lexicon.sections.prepend')}>
        {lexiconContent.customLexicon.prepend.map((entry) => (
          <CustomArticle key={entry.id} anchor={custom.prepend(entry.id)} entry={entry} />
        ))}
      </section>
      {lexicon.sections.map(({ id, Component }) => (
        <section key={id} id={custom.section(id)} tabIndex={-1} className="lexicon__section" aria-labelledby={`${custom.section(id)}-title`}>
          <h3 id={`${custom.section(id)}-title`}>{t(sectionTitleKey(line, id))}</h3>
          <Component content={content} />
        </section>
      ))}
      <section id={custom.section('append')} tabIndex={-1} aria-label={t('lexicon.sections.append')}>
        {lexiconContent.customLexicon.append.map((entry) => (
          <CustomArticle key={entry.id} anchor={custom.append(entry.id)} entry={entry} />
        ))}
      </section>
    </section>
  );
}

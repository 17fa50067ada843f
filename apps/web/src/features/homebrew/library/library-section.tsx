import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { gameLines } from '@vitae/core';
import { homebrewKindSpecs } from '@vitae/core/homebrew-kinds';
import { libraryLimits, librarySorts } from '@vitae/core/homebrew-library';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKey } from '../../../lib/error-text.ts';
import { searchLibrary, type LibraryQuery } from './library-api.ts';
import { LibraryItemPage } from './library-item-page.tsx';
import { useLibraryNames } from './library-names.ts';
import { LibrarySummaryCard } from './library-summary.tsx';
import type { LibraryList, LibrarySort } from './library-types.ts';
import './library.css';

const pageSize = libraryLimits.defaultPageSize;

/** Whether the chosen kind belongs to the chosen line (a kind of another line is dropped when the line changes). */
function kindFits(kind: string, line: string): boolean {
  return !kind || !line || homebrewKindSpecs.some((spec) => spec.kind === kind && spec.line === line);
}
type Result = { status: 'loading' } | { status: 'failed'; errorKey: string } | { status: 'ready'; list: LibraryList };

/** The filters as the address keeps them (`?tab=homebrew&section=library&q=…&line=…`), so back and reload keep them too. */
function queryOf(params: URLSearchParams): LibraryQuery {
  const sort = params.get('sort') ?? '';
  return {
    q: params.get('q') ?? '',
    line: params.get('line') ?? '',
    kind: params.get('kind') ?? '',
    sort: (librarySorts as readonly string[]).includes(sort) ? (sort as LibrarySort) : '',
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize,
  };
}

/**
 * "Bibliothek": every public homebrew item of every line — searched in name, slogan, description
 * and ability names, filtered by line and kind, sorted — and an item's page (`&open=kind:id`).
 */
export function LibrarySection() {
  const [params] = useSearchParams();
  const open = /^([a-z][a-z0-9-]*):(\d+)$/.exec(params.get('open') ?? '');
  return open ? <LibraryItemPage kind={open[1]!} id={Number(open[2])} /> : <LibraryList />;
}

function LibraryList() {
  const { t } = useTranslation();
  const id = useId();
  const { lineName, kindName } = useLibraryNames();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const [search, setSearch] = useState(query.q);
  const [result, setResult] = useState<Result>({ status: 'loading' });

  function change(next: Partial<Record<'q' | 'line' | 'kind' | 'sort' | 'page' | 'open', string | number>>) {
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ ...next, page: next.page ?? 1 })) {
          if (value === '' || (key === 'page' && value === 1)) merged.delete(key);
          else merged.set(key, String(value));
        }
        return merged;
      },
      { replace: true },
    );
  }

  // Typing waits a moment before asking the server, so each letter is not a request.
  useEffect(() => {
    const typed = search.trim();
    if (typed === query.q) return;
    const timer = window.setTimeout(() => change({ q: typed }), 300);
    return () => window.clearTimeout(timer);
    // `change` and `query` are read fresh when the timer fires; only typing restarts it.
  }, [search]);

  const key = `${query.q}|${query.line}|${query.kind}|${query.sort}|${query.page}`;
  useEffect(() => {
    let active = true;
    setResult({ status: 'loading' });
    void searchLibrary(query).then((response) => {
      if (active) setResult(response.ok ? { status: 'ready', list: response.data } : { status: 'failed', errorKey: errorKey(response) });
    });
    return () => {
      active = false;
    };
    // `key` is the query (a new object each render).
  }, [key]);

  const pages = result.status === 'ready' ? Math.max(1, Math.ceil(result.list.total / pageSize)) : 1;
  return (
    <div className="stack library">
      <div className="library-filters" role="search">
        <div className="field library-filters__search">
          <label htmlFor={`${id}-q`}>{t('homebrew.library.search')}</label>
          <input id={`${id}-q`} type="search" value={search} autoComplete="off" maxLength={libraryLimits.query} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-line`}>{t('homebrew.library.line')}</label>
          <select id={`${id}-line`} value={query.line} onChange={(event) => change({ line: event.target.value, kind: kindFits(query.kind, event.target.value) ? query.kind : '' })}>
            <option value="">{t('homebrew.library.allLines')}</option>
            {gameLines.map((line) => (
              <option key={line} value={line}>
                {lineName(line)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t('homebrew.library.kind')}</label>
          <select id={`${id}-kind`} value={query.kind} onChange={(event) => change({ kind: event.target.value })}>
            <option value="">{t('homebrew.library.allKinds')}</option>
            {homebrewKindSpecs
              .filter((spec) => !query.line || spec.line === query.line)
              .map((spec) => (
                <option key={spec.kind} value={spec.kind}>
                  {kindName(spec.kind)}
                </option>
              ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-sort`}>{t('homebrew.library.sort')}</label>
          <select id={`${id}-sort`} value={query.sort} onChange={(event) => change({ sort: event.target.value })}>
            <option value="">{t(query.q ? 'homebrew.library.sorts.relevance' : 'homebrew.library.sorts.newest')}</option>
            {librarySorts
              .filter((sort) => query.q || sort !== 'newest')
              .map((sort) => (
                <option key={sort} value={sort}>
                  {t(`homebrew.library.sorts.${sort}`)}
                </option>
              ))}
          </select>
        </div>
      </div>
      {result.status === 'loading' ? <Spinner label={t('homebrew.browse.loading')} /> : null}
      {result.status === 'failed' ? <Alert>{t(result.errorKey)}</Alert> : null}
      {result.status === 'ready' ? (
        <>
          <p className="lexicon__meta" role="status">
            {t('homebrew.browse.count', { count: result.list.total })}
          </p>
          {result.list.total === 0 ? <p>{t(query.q || query.line || query.kind ? 'homebrew.library.noMatch' : 'homebrew.library.empty')}</p> : null}
          <ul className="library-items">
            {result.list.items.map((item) => (
              <LibrarySummaryCard key={`${item.kind}:${item.id}`} item={item} onOpen={() => change({ open: `${item.kind}:${item.id}`, page: query.page })} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="button-row homebrew-pages" aria-label={t('homebrew.browse.pages')}>
              <Button disabled={query.page <= 1} onClick={() => change({ page: query.page - 1 })}>
                {t('homebrew.browse.previous')}
              </Button>
              <span>{t('homebrew.browse.page', { page: query.page, pages })}</span>
              <Button disabled={query.page >= pages} onClick={() => change({ page: query.page + 1 })}>
                {t('homebrew.browse.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

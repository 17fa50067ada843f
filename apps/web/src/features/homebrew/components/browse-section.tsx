import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { installedVersion, type HomebrewClan, type HomebrewDiscipline, type HomebrewKind } from '@vitae/core/homebrew';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKey } from '../../../lib/error-text.ts';
import { setInstalled, useHomebrewStore } from '../../../lib/homebrew/store.ts';
import { install, listHomebrew } from '../api/homebrew-api.ts';
import { ItemView } from './item-view.tsx';

const pageSize = 20;

type Page = { status: 'loading' } | { status: 'failed'; errorKey: string } | { status: 'ready'; total: number; items: Array<HomebrewClan | HomebrewDiscipline> };

/** "Alle Clans" / "Alle Disziplinen": the public ones, searched by name, 20 a page, each installable. */
export function BrowseSection({ kind }: { kind: HomebrewKind }) {
  const { t } = useTranslation();
  const id = useId();
  const store = useHomebrewStore();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Page>({ status: 'loading' });
  const [busy, setBusy] = useState<number>();
  const [problem, setProblem] = useState<string>();

  // Typing waits a moment before asking the server, so each letter is not a request.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    let active = true;
    setResult({ status: 'loading' });
    void listHomebrew(kind, { search: query, page, limit: pageSize }).then((response) => {
      if (!active) return;
      setResult(response.ok ? { status: 'ready', total: response.data.total, items: response.data.items } : { status: 'failed', errorKey: errorKey(response) });
    });
    return () => {
      active = false;
    };
  }, [kind, query, page]);

  async function installItem(item: HomebrewClan | HomebrewDiscipline) {
    setBusy(item.id);
    const response = await install({ kind, id: item.id });
    setBusy(undefined);
    if (response.ok) {
      setInstalled(response.data);
      setProblem(undefined);
    } else {
      setProblem(errorKey(response));
    }
  }

  const pages = result.status === 'ready' ? Math.max(1, Math.ceil(result.total / pageSize)) : 1;
  return (
    <div className="stack">
      <div className="field homebrew-search" role="search">
        <label htmlFor={`${id}-search`}>{t(`homebrew.browse.search.${kind}`)}</label>
        <input id={`${id}-search`} type="search" value={search} autoComplete="off" maxLength={100} onChange={(event) => setSearch(event.target.value)} />
      </div>
      {problem ? <Alert>{t(problem)}</Alert> : null}
      {result.status === 'loading' ? <Spinner label={t('homebrew.browse.loading')} /> : null}
      {result.status === 'failed' ? <Alert>{t(result.errorKey)}</Alert> : null}
      {result.status === 'ready' ? (
        <>
          <p className="lexicon__meta" role="status">
            {t('homebrew.browse.count', { count: result.total })}
          </p>
          <ul className="homebrew-items">
            {result.items.map((item) => {
              const installed = installedVersion(store, kind, item.id);
              const label = installed === undefined ? 'install' : installed < item.version ? 'update' : 'installed';
              return (
                <ItemView
                  key={item.id}
                  item={item}
                  actions={
                    <Button variant={label === 'installed' ? 'ghost' : 'primary'} disabled={label === 'installed' || busy === item.id} onClick={() => void installItem(item)}>
                      {t(`homebrew.browse.${label}`, { name: item.name })}
                    </Button>
                  }
                />
              );
            })}
          </ul>
          {pages > 1 ? (
            <nav className="button-row homebrew-pages" aria-label={t('homebrew.browse.pages')}>
              <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('homebrew.browse.previous')}
              </Button>
              <span>{t('homebrew.browse.page', { page, pages })}</span>
              <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('homebrew.browse.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

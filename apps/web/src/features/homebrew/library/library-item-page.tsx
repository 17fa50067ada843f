import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKey } from '../../../lib/error-text.ts';
import { loadSession } from '../../../lib/session/store.ts';
import { accessTokenSubject } from '../../../lib/session/token-claims.ts';
import { copyToMine, fetchLibraryItem } from './library-api.ts';
import { keepCopy, LibraryInstall, LibraryPreview } from './library-install.tsx';
import { useLibraryNames } from './library-names.ts';
import type { LibraryItemResponse } from './library-types.ts';
import { ReportSection } from './report-section.tsx';
import { ReviewSection } from './review-section.tsx';

type Loaded = { status: 'loading' } | { status: 'failed'; errorKey: string } | { status: 'ready'; data: LibraryItemResponse };

/** The signed-in account's id (from the stored token), to know whether this reader wrote the item. */
function useAccountId(): string | null {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadSession().then((session) => live && setId(accessTokenSubject(session?.accessToken)));
    return () => {
      live = false;
    };
  }, []);
  return id;
}

/**
 * An item's page in the library: author, versions, installs, description and preview, install,
 * "In meine Inhalte kopieren", ratings and reviews (with the author's answers) and reporting.
 */
export function LibraryItemPage({ kind, id }: { kind: string; id: number }) {
  const { t, i18n } = useTranslation();
  const [, setParams] = useSearchParams();
  const { lineName, kindName } = useLibraryNames();
  const account = useAccountId();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [copied, setCopied] = useState<string>();
  const [problem, setProblem] = useState<string>();

  const reload = useCallback(async () => {
    const response = await fetchLibraryItem(kind, id);
    setLoaded(response.ok ? { status: 'ready', data: response.data } : { status: 'failed', errorKey: errorKey(response) });
  }, [kind, id]);
  useEffect(() => {
    setLoaded({ status: 'loading' });
    void reload();
  }, [reload]);

  function back() {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('open');
        return next;
      },
      { replace: true },
    );
  }

  const backButton = (
    <Button variant="ghost" onClick={back}>
      {t('homebrew.library.back')}
    </Button>
  );
  if (loaded.status === 'loading') return <Spinner label={t('homebrew.browse.loading')} />;
  if (loaded.status === 'failed')
    return (
      <div className="stack">
        {backButton}
        <Alert>{t(loaded.errorKey)}</Alert>
      </div>
    );

  const { item } = loaded.data;
  // The server sends the reports only to the item's author.
  const isAuthor = item.reports !== undefined || (account !== null && account === item.author.id);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  async function copy() {
    const response = await copyToMine(kind, id);
    if (!response.ok) return setProblem(errorKey(response));
    setProblem(undefined);
    keepCopy(kind, response.data);
    setCopied(t('homebrew.library.copied', { name: response.data.name, original: item.name, author: item.author.name }));
  }

  return (
    <article className="stack library-page" aria-labelledby="library-page-title">
      <div>{backButton}</div>
      <header className="stack library-page__head">
        <h3 id="library-page-title" className="library-page__title">
          {item.name}
        </h3>
        <p className="lexicon__meta">
          {/* The author has a line of its own in the facts below. */}
          {t('homebrew.library.lineKind', { line: lineName(item.line), kind: kindName(item.kind) })}
        </p>
        {item.slogan ? <p className="library-item__slogan">{item.slogan}</p> : null}
        {item.copiedFrom ? <p className="lexicon__meta">{t('homebrew.library.copiedFrom', { name: item.copiedFrom.name, author: item.copiedFrom.authorName })}</p> : null}
      </header>
      {item.hidden ? <Alert tone="info">{t('homebrew.library.report.hiddenOwn')}</Alert> : null}
      <dl className="library-page__facts">
        <div>
          <dt>{t('homebrew.library.author')}</dt>
          <dd>{item.author.name}</dd>
        </div>
        <div>
          <dt>{t('homebrew.library.installsLabel')}</dt>
          <dd>{new Intl.NumberFormat(i18n.language).format(item.installs)}</dd>
        </div>
        <div>
          <dt>{t('homebrew.library.versions')}</dt>
          <dd>
            <ul className="library-page__versions">
              {[...item.versions].reverse().map((entry) => (
                <li key={entry.version}>{t('homebrew.library.version', { version: entry.version, date: date.format(new Date(entry.createdAt)) })}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      {item.description ? <p className="library-page__description">{item.description}</p> : null}
      <LibraryPreview kind={kind} id={id} />
      {problem ? <Alert>{t(problem)}</Alert> : null}
      {copied ? <p role="status">{copied}</p> : null}
      <div className="button-row">
        <LibraryInstall kind={kind} id={id} name={item.name} version={item.version} />
        <Button onClick={() => void copy()}>{t('homebrew.library.copy')}</Button>
      </div>
      <ReviewSection kind={kind} id={id} data={loaded.data} isAuthor={isAuthor} reload={reload} />
      <ReportSection kind={kind} id={id} data={loaded.data} isAuthor={isAuthor} reload={reload} />
    </article>
  );
}

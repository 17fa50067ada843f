import { useTranslation } from 'react-i18next';
import type { LibrarySummary } from './library-types.ts';
import { RatingSummary } from './stars.tsx';
import { useLibraryNames } from './library-names.ts';

/** One item in the library's list: name (opens its page), line and kind, author, rating, installs, and whose copy it is. */
export function LibrarySummaryCard({ item, onOpen }: { item: LibrarySummary; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const { lineName, kindName } = useLibraryNames();
  return (
    <li className="card library-item" data-testid="library-item">
      <h3 className="library-item__name">
        <button type="button" className="library-item__open" onClick={onOpen}>
          {item.name}
        </button>
      </h3>
      <p className="lexicon__meta">
        {t('homebrew.library.lineKind', { line: lineName(item.line), kind: kindName(item.kind) })} · {t('homebrew.library.by', { author: item.author.name })}
      </p>
      {item.slogan ? <p className="library-item__slogan">{item.slogan}</p> : null}
      {item.copiedFrom ? <p className="lexicon__meta">{t('homebrew.library.copiedFrom', { name: item.copiedFrom.name, author: item.copiedFrom.authorName })}</p> : null}
      <div className="library-item__facts">
        <RatingSummary average={item.rating.average} count={item.rating.count} />
        <span className="lexicon__meta">{t('homebrew.library.installs', { count: item.installs, formatted: new Intl.NumberFormat(i18n.language).format(item.installs) })}</span>
      </div>
    </li>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toContentClan, toContentDiscipline, type HomebrewClan, type HomebrewDiscipline } from '@vitae/core/homebrew';
import { ClanView, DisciplineView } from '../../../components/lines/v5/content-views.tsx';
import { useKnownDisciplines } from '../hooks/use-known-disciplines.ts';

/** A clan or discipline in a list: the Lexicon's view (folded) and the actions that fit the list. */
export function ItemView({ item, actions }: { item: HomebrewClan | HomebrewDiscipline; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { known, disciplineName, powerName } = useKnownDisciplines();
  const meta = t('homebrew.meta', { creator: item.creator, version: item.version });
  // A copy from the library keeps its credit wherever it shows (issue #49).
  const credit = item.copiedFrom ? t('homebrew.library.copiedFrom', { name: item.copiedFrom.name, author: item.copiedFrom.authorName }) : null;
  // A clan's disciplines this reader cannot see (private ones of the author): said, not left out (issue #49).
  const unseen = 'levels' in item ? 0 : item.disciplines.filter((ref) => !known.some((discipline) => discipline.id === ref)).length;
  return (
    <li className="homebrew-item">
      {'levels' in item ? (
        <DisciplineView discipline={toContentDiscipline(item)} disciplineName={disciplineName} powerName={powerName} />
      ) : (
        <ClanView clan={toContentClan(item, (ref) => known.some((discipline) => discipline.id === ref))} symbol={item.symbol} disciplineName={disciplineName} />
      )}
      {unseen > 0 ? (
        <p className="lexicon__meta" data-testid="homebrew-unseen">
          {t('homebrew.unseenDisciplines', { count: unseen })}
        </p>
      ) : null}
      <div className="homebrew-item__footer">
        <span className="lexicon__meta">{credit ? `${meta} · ${credit}` : meta}</span>
        {actions ? <div className="button-row">{actions}</div> : null}
      </div>
    </li>
  );
}

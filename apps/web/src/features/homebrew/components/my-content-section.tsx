import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHomebrewStore } from '../../../lib/homebrew/store.ts';
import { MyKindItems } from '../kinds/line-kinds.tsx';

export const editorPath = { clans: (id: number) => `/homebrew/clan-editor/${id}`, disciplines: (id: number) => `/homebrew/discipline-editor/${id}` } as const;

/** "Meine Inhalte": the author's clans and disciplines, public or private, each opening its editor. */
export function MyContentSection() {
  const { t } = useTranslation();
  const store = useHomebrewStore();
  return (
    <div className="homebrew-columns">
      {(['clans', 'disciplines'] as const).map((kind) => {
        const items = kind === 'clans' ? store.ownClans : store.ownDisciplines;
        return (
          <section key={kind} className="card stack" aria-labelledby={`homebrew-mine-${kind}`}>
            <h3 id={`homebrew-mine-${kind}`}>{t(`homebrew.mine.${kind}`)}</h3>
            {items.length === 0 ? <p className="field__hint">{t(`homebrew.mine.${kind}Empty`)}</p> : null}
            <ul className="homebrew-list" aria-labelledby={`homebrew-mine-${kind}`}>
              {items.map((item) => (
                <li key={item.id} className="homebrew-list__row">
                  <span>
                    <strong>{item.name}</strong>{' '}
                    <span className={`badge${item.public ? '' : ' homebrew-badge--private'}`}>{item.public ? t('homebrew.public') : t('homebrew.private')}</span>
                  </span>
                  <span className="button-row">
                    {item.public ? (
                      <Link className="button button--ghost" to={`/?tab=homebrew&section=library&open=${kind}:${item.id}`} aria-label={t('homebrew.mine.inLibrary', { name: item.name })}>
                        {t('homebrew.mine.inLibraryShort')}
                      </Link>
                    ) : null}
                    <Link className="button button--ghost" to={editorPath[kind](item.id)} aria-label={t('homebrew.mine.edit', { name: item.name })}>
                      {t('homebrew.mine.editShort')}
                    </Link>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <MyKindItems />
    </div>
  );
}

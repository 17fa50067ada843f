import { useTranslation } from 'react-i18next';
import type { CopiedFrom } from '@vitae/core/homebrew-library';

/**
 * An editor's heading for every kind: the title, author, version and visibility, and the credit of
 * a copy from the library (issue #49: a copy keeps its credit wherever it shows).
 */
export function EditorHeading({ title, saved }: { title: string; saved: { creator: string; version: number; public: boolean; copiedFrom?: CopiedFrom | null } }) {
  const { t } = useTranslation();
  return (
    <header>
      <h1>{title}</h1>
      <p className="lexicon__meta">
        {t('homebrew.meta', { creator: saved.creator, version: saved.version })} · {saved.public ? t('homebrew.public') : t('homebrew.private')}
      </p>
      {saved.copiedFrom ? <p className="lexicon__meta">{t('homebrew.library.copiedFrom', { name: saved.copiedFrom.name, author: saved.copiedFrom.authorName })}</p> : null}
    </header>
  );
}

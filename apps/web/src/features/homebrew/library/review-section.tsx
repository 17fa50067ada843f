import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { libraryLimits } from '@vitae/core/homebrew-library';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { errorKey } from '../../../lib/error-text.ts';
import { deleteReview, saveReview } from './library-api.ts';
import type { LibraryItemResponse, LibraryReview } from './library-types.ts';
import { ReviewCard } from './review-card.tsx';
import { RatingSummary, StarsInput } from './stars.tsx';

interface Props {
  kind: string;
  id: number;
  data: LibraryItemResponse;
  isAuthor: boolean;
  reload: () => Promise<void>;
}

/** The form for this account's one review: stars 1–5 and an optional short text. */
function ReviewForm({ kind, id, mine, onDone, onCancel }: { kind: string; id: number; mine: LibraryReview | null; onDone: () => Promise<void>; onCancel?: () => void }) {
  const { t } = useTranslation();
  const [stars, setStars] = useState(mine?.stars ?? 0);
  const [text, setText] = useState(mine?.text ?? '');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (stars < 1) return setProblem('homebrew.library.review.pickStars');
    setBusy(true);
    const response = await saveReview(kind, id, { stars, text: text.trim() });
    setBusy(false);
    if (!response.ok) return setProblem(errorKey(response));
    setProblem(undefined);
    await onDone();
  }

  return (
    <form className="card stack library-review-form" onSubmit={(event) => void submit(event)} aria-label={t('homebrew.library.review.title')}>
      <StarsInput value={stars} onChange={setStars} disabled={busy} />
      <TextAreaField
        label={t('homebrew.library.review.text')}
        value={text}
        maxLength={libraryLimits.reviewText}
        hint={t('homebrew.library.chars', { used: text.length, max: libraryLimits.reviewText })}
        onChange={(event) => setText(event.target.value)}
      />
      {problem ? <Alert>{t(problem)}</Alert> : null}
      <div className="button-row">
        <Button type="submit" variant="primary" disabled={busy}>
          {t('homebrew.library.review.save')}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{t('homebrew.library.cancel')}</Button> : null}
      </div>
    </form>
  );
}

/** "Bewertungen": the average, this account's own review (write, edit, delete) and everyone else's, with the author's answers. */
export function ReviewSection({ kind, id, data, isAuthor, reload }: Props) {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string>();
  const { item, reviews, mine } = data;
  const others = reviews.filter((review) => review.userId !== mine?.userId);

  async function remove() {
    if (!(await confirm({ title: t('homebrew.library.review.deleteTitle'), content: t('homebrew.library.review.deleteQuestion'), confirmLabel: t('homebrew.library.review.delete'), danger: true }))) return;
    const response = await deleteReview(kind, id);
    if (!response.ok) return setProblem(errorKey(response));
    setProblem(undefined);
    await reload();
  }

  return (
    <section className="stack" aria-labelledby="library-reviews-title">
      <h4 id="library-reviews-title">{t('homebrew.library.review.heading')}</h4>
      <RatingSummary average={item.rating.average} count={item.rating.count} />
      {problem ? <Alert>{t(problem)}</Alert> : null}
      {isAuthor ? <p className="lexicon__meta">{t('homebrew.library.review.ownItem')}</p> : null}
      {!isAuthor && (mine === null || editing) ? (
        <ReviewForm
          key={mine?.updatedAt ?? 'new'}
          kind={kind}
          id={id}
          mine={mine}
          onCancel={mine ? () => setEditing(false) : undefined}
          onDone={async () => {
            setEditing(false);
            await reload();
          }}
        />
      ) : null}
      {!isAuthor && mine && !editing ? (
        <div className="stack" data-testid="library-my-review">
          <h5>{t('homebrew.library.review.mine')}</h5>
          <ul className="library-reviews">
            <ReviewCard review={mine} authorName={item.author.name} />
          </ul>
          <div className="button-row">
            <Button onClick={() => setEditing(true)}>{t('homebrew.library.review.edit')}</Button>
            <Button variant="danger" onClick={() => void remove()}>
              {t('homebrew.library.review.delete')}
            </Button>
          </div>
        </div>
      ) : null}
      {others.length > 0 ? (
        <ul className="library-reviews">
          {others.map((review) => (
            <ReviewCard key={review.userId} review={review} authorName={item.author.name} answer={isAuthor ? { kind, id, reload } : undefined} />
          ))}
        </ul>
      ) : mine === null ? (
        <p className="lexicon__meta">{t('homebrew.library.review.noneYet')}</p>
      ) : null}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { libraryLimits } from '@vitae/core/homebrew-library';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { errorKey } from '../../../lib/error-text.ts';
import { answerReview } from './library-api.ts';
import type { LibraryReview } from './library-types.ts';
import { StarsShown } from './stars.tsx';

/** The author's "Antworten" under a review: a short text, sent as the one answer (sending again replaces it). */
function AnswerForm({ kind, id, review, reload }: { kind: string; id: number; review: LibraryReview; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(review.answer?.text ?? '');
  const [problem, setProblem] = useState<string>();
  if (!open)
    return (
      <div className="button-row">
        <Button onClick={() => setOpen(true)}>{t(review.answer ? 'homebrew.library.answer.edit' : 'homebrew.library.answer.open', { name: review.name })}</Button>
      </div>
    );

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setProblem('homebrew.library.answer.empty');
    const response = await answerReview(kind, id, review.userId, text.trim());
    if (!response.ok) return setProblem(errorKey(response));
    setOpen(false);
    await reload();
  }

  return (
    <form className="stack" onSubmit={(event) => void submit(event)}>
      <TextAreaField
        label={t('homebrew.library.answer.label', { name: review.name })}
        value={text}
        maxLength={libraryLimits.answerText}
        hint={t('homebrew.library.chars', { used: text.length, max: libraryLimits.answerText })}
        onChange={(event) => setText(event.target.value)}
      />
      {problem ? <Alert>{t(problem)}</Alert> : null}
      <div className="button-row">
        <Button type="submit" variant="primary">
          {t('homebrew.library.answer.send')}
        </Button>
        <Button onClick={() => setOpen(false)}>{t('homebrew.library.cancel')}</Button>
      </div>
    </form>
  );
}

/** One review: who, how many stars, the text and the author's answer (and, for the author, "Antworten"). */
export function ReviewCard({ review, authorName, answer }: { review: LibraryReview; authorName: string; answer?: { kind: string; id: number; reload: () => Promise<void> } }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <li className="library-review stack" data-testid="library-review">
      <p className="library-review__head">
        <strong>{review.name}</strong> <StarsShown stars={review.stars} /> <span className="lexicon__meta">{date.format(new Date(review.updatedAt))}</span>
      </p>
      {review.text ? <p className="library-review__text">{review.text}</p> : null}
      {review.answer ? (
        <div className="library-review__answer" data-testid="library-answer">
          <p className="lexicon__meta">{t('homebrew.library.answer.by', { author: authorName })}</p>
          <p className="library-review__text">{review.answer.text}</p>
        </div>
      ) : null}
      {answer ? <AnswerForm kind={answer.kind} id={answer.id} review={review} reload={answer.reload} /> : null}
    </li>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { libraryLimits } from '@vitae/core/homebrew-library';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { errorKey } from '../../../lib/error-text.ts';
import { answerReports, reportItem } from './library-api.ts';
import type { LibraryItemResponse } from './library-types.ts';

interface Props {
  kind: string;
  id: number;
  data: LibraryItemResponse;
  isAuthor: boolean;
  reload: () => Promise<void>;
}

/** A short text sent once, with its own error line ("Melden" and the author's answer to the reports share it). */
function TextForm({ label, max, submitLabel, onSend, onCancel }: { label: string; max: number; submitLabel: string; onSend: (text: string) => Promise<string | undefined>; onCancel?: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setProblem('homebrew.library.report.empty');
    setBusy(true);
    setProblem(await onSend(text.trim()));
    setBusy(false);
  }
  return (
    <form className="stack" onSubmit={(event) => void submit(event)}>
      <TextAreaField label={label} value={text} maxLength={max} hint={t('homebrew.library.chars', { used: text.length, max })} onChange={(event) => setText(event.target.value)} />
      {problem ? <Alert>{t(problem)}</Alert> : null}
      <div className="button-row">
        <Button type="submit" variant="primary" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{t('homebrew.library.cancel')}</Button> : null}
      </div>
    </form>
  );
}

/**
 * Reporting: a reader reports once, with a reason (after `reportsToHide` reports the item leaves the
 * library until its author answers); the author sees the reasons (never who) and answers, which
 * shows the item again.
 */
export function ReportSection({ kind, id, data, isAuthor, reload }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string>();
  const { item, reportedByMe } = data;
  const threshold = libraryLimits.reportsToHide;

  if (isAuthor) {
    const reports = item.reports ?? [];
    if (reports.length === 0 && !item.hidden) return sent ? <p role="status">{sent}</p> : null;
    return (
      <section className="card stack library-reports" aria-labelledby="library-reports-title">
        <h4 id="library-reports-title">{t('homebrew.library.report.ownTitle', { count: reports.length })}</h4>
        <ul>
          {reports.map((report, index) => (
            <li key={index}>{report.reason}</li>
          ))}
        </ul>
        <p className="lexicon__meta">{t('homebrew.library.report.ownExplain', { count: threshold })}</p>
        <TextForm
          label={t('homebrew.library.report.answerLabel')}
          max={libraryLimits.reportsAnswer}
          submitLabel={t('homebrew.library.report.answer')}
          onSend={async (text) => {
            const response = await answerReports(kind, id, text);
            if (!response.ok) return errorKey(response);
            setSent(t('homebrew.library.report.answered'));
            await reload();
            return undefined;
          }}
        />
      </section>
    );
  }

  if (sent) return <p role="status">{sent}</p>;
  if (reportedByMe) return <p className="lexicon__meta">{t('homebrew.library.report.already')}</p>;
  if (!open)
    return (
      <div className="button-row">
        <Button variant="ghost" onClick={() => setOpen(true)}>
          {t('homebrew.library.report.open')}
        </Button>
      </div>
    );
  return (
    <section className="card stack" aria-labelledby="library-report-title">
      <h4 id="library-report-title">{t('homebrew.library.report.title', { name: item.name })}</h4>
      <p className="lexicon__meta">{t('homebrew.library.report.explain', { count: threshold })}</p>
      <TextForm
        label={t('homebrew.library.report.reason')}
        max={libraryLimits.reportReason}
        submitLabel={t('homebrew.library.report.send')}
        onCancel={() => setOpen(false)}
        onSend={async (reason) => {
          const response = await reportItem(kind, id, reason);
          if (!response.ok) return errorKey(response);
          setSent(t(response.data.hidden ? 'homebrew.library.report.sentHidden' : 'homebrew.library.report.sent'));
          return undefined;
        }}
      />
    </section>
  );
}

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '@vitae/core/import';
import { Alert } from '../../../components/ui/alert.tsx';
import { characterManager } from '../../../lib/characters/characters.ts';

type Report = { imported: string[]; failed: Array<{ file: string; problem: ImportProblem | { kind: 'save_failed' } }> };

/** Import: one or more JSON files; each valid character is saved as a new one, each bad file is named with its problem. */
export function ImportButton() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [report, setReport] = useState<Report>();
  const [busy, setBusy] = useState(false);

  async function importFiles(files: File[]) {
    setBusy(true);
    // The import rules bring the character schema along: load them only when needed.
    const { importCharacter } = await import('@vitae/core/import');
    const next: Report = { imported: [], failed: [] };
    for (const file of files) {
      const result = importCharacter(await file.text());
      if (!result.ok) {
        next.failed.push({ file: file.name, problem: result.problem });
        continue;
      }
      const created = await characterManager.create(result.character);
      if (created) next.imported.push(created.name);
      else next.failed.push({ file: file.name, problem: { kind: 'save_failed' } });
    }
    setReport(next);
    setBusy(false);
  }

  const describe = (problem: Report['failed'][number]['problem']) =>
    t(`characters.import.problems.${problem.kind}`, 'path' in problem ? { path: problem.path, reason: problem.reason } : undefined);

  return (
    <>
      <button type="button" className="button" onClick={() => input.current?.click()} disabled={busy}>
        {t('characters.toolbar.import')}
      </button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        multiple
        hidden
        data-testid="import-input"
        onChange={(event) => {
          // Copy first: clearing the input (so the same file can be picked again) empties its live list.
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void importFiles(files);
        }}
      />
      {report ? (
        <div className="import-report">
          {report.imported.length > 0 ? <Alert tone="success">{t('characters.import.done', { count: report.imported.length, names: report.imported.join(', ') })}</Alert> : null}
          {report.failed.map(({ file, problem }) => (
            <Alert key={file}>{t('characters.import.failed', { file, problem: describe(problem) })}</Alert>
          ))}
        </div>
      ) : null}
    </>
  );
}

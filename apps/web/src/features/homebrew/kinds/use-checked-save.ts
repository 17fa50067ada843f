import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { StoredKindItem } from '@vitae/core/homebrew-kinds';
import { issuesToErrors, type FieldErrors } from '../lib/issues.ts';
import type { KindEditor } from './use-kind-editor.ts';

type Issues = Parameters<typeof issuesToErrors>[0];

/** What a kind checks beyond its save schema; everything is optional. */
export interface SaveChecks<I> {
  /** The field errors of the schema's issues (default `issuesToErrors`): a line translates its own problems here or adds checks of its content. */
  errorsOf?: (issues: Issues, draft: I, publish: boolean) => FieldErrors;
  /** The problem shown above the form when these errors stop the save (default `homebrew.editor.fixFields`). */
  problemOf?: (errors: FieldErrors) => string;
  /** Asked only when publishing a draft whose fields are fine: the problem (a key) that still keeps it private. */
  publishProblem?: (draft: I) => string | undefined;
}

/**
 * Saving a kind editor's draft only once it passes the kind's save schema (the server's own
 * check): what is wrong is shown at its field (`error(path)`) and nothing is sent.
 */
export function useCheckedSave<I extends StoredKindItem>(editor: KindEditor<I>, schema: z.ZodType, checks: SaveChecks<I> = {}) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const error = (path: string) => (errors[path] ? t(errors[path].key, errors[path].values) : undefined);

  async function save(draft: I, publish: boolean): Promise<boolean> {
    const parsed = schema.safeParse(draft);
    const issues = parsed.success ? [] : parsed.error.issues;
    const found = checks.errorsOf ? checks.errorsOf(issues, draft, publish) : issuesToErrors(issues);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      editor.setProblem(checks.problemOf?.(found) ?? 'homebrew.editor.fixFields');
      return false;
    }
    const publishProblem = publish ? checks.publishProblem?.(draft) : undefined;
    if (publishProblem) {
      editor.setProblem(publishProblem);
      return false;
    }
    return editor.save({ ...draft, public: publish });
  }

  return { error, save };
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { characterManager } from '../../../lib/characters/characters.ts';
import { clearLegacyKeys, hasLegacyCharacters } from '../lib/legacy-keys.ts';
import type { useFolders } from '../hooks/use-folders.ts';

/**
 * "Charaktere migrieren": moves the original product's locally stored characters to the server,
 * with their folders. The legacy keys stay until every character arrived.
 */
export function MigrateButton({ folders }: { folders: ReturnType<typeof useFolders> }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [busy, setBusy] = useState(false);
  if (!hasLegacyCharacters(localStorage) && !result) return null;

  async function migrate() {
    setBusy(true);
    const { planLegacyMigration } = await import('../lib/legacy-migration.ts');
    // Names already in use are only known once the account's folders are loaded.
    const existing = await folders.loaded();
    const plan = planLegacyMigration(localStorage, existing ?? []);
    const foldersOk = existing !== undefined && (plan.folders.length === 0 || (await folders.addMany(plan.folders)));
    let migrated = 0;
    if (foldersOk) {
      for (const { character } of plan.characters) if (await characterManager.create(character)) migrated += 1;
    }
    const complete = foldersOk && migrated === plan.characters.length && plan.problems.length === 0;
    if (complete) clearLegacyKeys(localStorage);
    setResult({
      tone: complete ? 'success' : 'error',
      text: [
        t('characters.migrate.report', { characters: t('characters.migrate.characters', { count: migrated }), folders: t('characters.migrate.folders', { count: foldersOk ? plan.folders.length : 0 }) }),
        ...plan.problems.map((p) => t('characters.migrate.problem', { id: p.legacyId })),
        complete ? '' : t('characters.migrate.kept'),
      ]
        .filter(Boolean)
        .join(' '),
    });
    setBusy(false);
  }

  return (
    <>
      {hasLegacyCharacters(localStorage) ? (
        <button type="button" className="button" onClick={() => void migrate()} disabled={busy}>
          {t('characters.toolbar.migrate')}
        </button>
      ) : null}
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
    </>
  );
}

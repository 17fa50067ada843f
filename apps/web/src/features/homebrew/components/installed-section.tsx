import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomebrewKind } from '@vitae/core/homebrew';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { errorKey } from '../../../lib/error-text.ts';
import { setInstalled, useHomebrewStore } from '../../../lib/homebrew/store.ts';
import { uninstall } from '../api/homebrew-api.ts';
import { ItemView } from './item-view.tsx';

/** "Installiert": the clans and disciplines this account installed, each with uninstall. */
export function InstalledSection() {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const store = useHomebrewStore();
  const [problem, setProblem] = useState<string>();

  async function remove(kind: HomebrewKind, id: number, name: string) {
    if (!(await confirm({ title: t('homebrew.installed.uninstallTitle'), content: t('homebrew.installed.uninstallQuestion', { name }), confirmLabel: t('homebrew.installed.uninstall'), danger: true }))) return;
    const result = await uninstall(kind, id);
    if (result.ok) {
      setInstalled(result.data);
      setProblem(undefined);
    } else {
      setProblem(errorKey(result));
    }
  }

  const empty = store.clans.length === 0 && store.disciplines.length === 0;
  return (
    <div className="stack">
      {problem ? <Alert>{t(problem)}</Alert> : null}
      {empty ? <p>{t('homebrew.installed.empty')}</p> : null}
      {(['clans', 'disciplines'] as const).map((kind) =>
        store[kind].length > 0 ? (
          <section key={kind} className="stack" aria-labelledby={`homebrew-installed-${kind}`}>
            <h3 id={`homebrew-installed-${kind}`}>{t(`homebrew.installed.${kind}`)}</h3>
            <ul className="homebrew-items">
              {store[kind].map((item) => (
                <ItemView
                  key={item.id}
                  item={item}
                  actions={
                    <Button variant="danger" onClick={() => void remove(kind, item.id, item.name)}>
                      {t('homebrew.installed.uninstallNamed', { name: item.name })}
                    </Button>
                  }
                />
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </div>
  );
}

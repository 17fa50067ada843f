import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { homebrewKinds, installedVersion, type HomebrewClan, type HomebrewDiscipline, type HomebrewKind } from '@vitae/core/homebrew';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorKey } from '../../../lib/error-text.ts';
import { setInstalledKinds, useKindStore } from '../../../lib/homebrew/kind-store.ts';
import { keepOwn, setInstalled, useHomebrewStore } from '../../../lib/homebrew/store.ts';
import { fetchItem } from '../api/homebrew-api.ts';
import { installFromLibrary } from './library-api.ts';
import { ItemView } from '../components/item-view.tsx';

/** The kinds this tab installs and previews itself (its store and item view know them). */
function knownKind(kind: string): kind is HomebrewKind {
  return (homebrewKinds as readonly string[]).includes(kind);
}

/** A fresh copy in the own content shows under "Meine Inhalte" at once (for the kinds this tab keeps itself). */
export function keepCopy(kind: string, copy: unknown): void {
  // The copy answer is the kind's own item schema (plus `copiedFrom`), as `GET /homebrew/{kind}/{id}` gives it.
  if (knownKind(kind)) keepOwn(kind, copy as HomebrewClan | HomebrewDiscipline);
}

/** The item as the Lexicon shows it (levels, abilities, a clan's disciplines), for the kinds this tab knows. */
export function LibraryPreview({ kind, id }: { kind: string; id: number }) {
  const { t } = useTranslation();
  const [item, setItem] = useState<HomebrewClan | HomebrewDiscipline>();
  useEffect(() => {
    if (!knownKind(kind)) return;
    let live = true;
    void fetchItem(kind, id).then((response) => live && response.ok && setItem(response.data));
    return () => {
      live = false;
    };
  }, [kind, id]);
  if (!item) return null;
  return (
    <section className="stack" aria-label={t('homebrew.editor.preview')}>
      <ul className="homebrew-items">
        <ItemView item={item} />
      </ul>
    </section>
  );
}

/**
 * Install (or update to the library's version) of any kind, as the tab's own install does; says
 * when it is already current. The answer is the whole installed list: the Vampire store and the
 * other kinds' store each take their part.
 */
export function LibraryInstall({ kind, id, name, version }: { kind: string; id: number; name: string; version: number }) {
  const { t } = useTranslation();
  const store = useHomebrewStore();
  const kinds = useKindStore();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const installed = knownKind(kind) ? installedVersion(store, kind, id) : kinds.installed[kind]?.find((item) => item.id === id)?.version;
  const label = installed === undefined ? 'install' : installed < version ? 'update' : 'installed';

  async function run() {
    setBusy(true);
    const response = await installFromLibrary(kind, id);
    setBusy(false);
    if (response.ok) {
      const { clans, disciplines, cachedDisciplines } = response.data;
      setInstalled({ clans, disciplines, cachedDisciplines });
      setInstalledKinds(response.data);
      setProblem(undefined);
    } else {
      setProblem(errorKey(response));
    }
  }

  return (
    <>
      <Button variant={label === 'installed' ? 'ghost' : 'primary'} disabled={label === 'installed' || busy} onClick={() => void run()}>
        {t(`homebrew.browse.${label}`, { name })}
      </Button>
      {problem ? <Alert>{t(problem)}</Alert> : null}
    </>
  );
}

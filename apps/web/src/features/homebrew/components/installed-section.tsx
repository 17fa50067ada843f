import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { homebrewChanges, type HomebrewClan, type HomebrewDiscipline, type HomebrewKind, type HomebrewUpdate, type InstalledUpdates } from '@vitae/core/homebrew';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { errorKey } from '../../../lib/error-text.ts';
import { describeChanges } from '../../../lib/homebrew/changes-text.ts';
import { setInstalled, useHomebrewStore } from '../../../lib/homebrew/store.ts';
import { countHomebrewUpdates, setHomebrewUpdateCount } from '../../../lib/homebrew/updates-notice.ts';
import { onLive } from '../../../lib/live-events.ts';
import { fetchInstalledUpdates, install, uninstall } from '../api/homebrew-api.ts';
import { ItemView } from './item-view.tsx';
import { useKindStore } from '../../../lib/homebrew/kind-store.ts';
import { InstalledKindItems } from '../kinds/installed-kinds.tsx';

/** An installed copy and the newer version the author saved, with what changes (as the character's update dialog says it). */
function UpdateNotice({ copy, update, onUpdate }: { copy: HomebrewClan | HomebrewDiscipline; update: InstalledUpdates['updates'][number]; onUpdate: () => void }) {
  const { t } = useTranslation();
  const pair = (update.kind === 'clans' ? { kind: 'clans', before: copy as HomebrewClan, after: update.item } : { kind: 'disciplines', before: copy as HomebrewDiscipline, after: update.item }) as Omit<HomebrewUpdate, 'changes'>;
  const lines = describeChanges({ ...pair, changes: homebrewChanges(pair.before, pair.after) } as HomebrewUpdate, new Set(), t);
  return (
    <div className="card stack homebrew-update" data-testid="homebrew-update">
      <strong>
        <span className="badge">{t('homebrew.installed.updateBadge')}</span> {t('homebrew.installed.updateFrom', { before: update.installed, after: update.item.version })}
      </strong>
      {lines.length > 0 ? (
        <ul>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="lexicon__meta">{t('viewer.homebrew.noVisibleChanges')}</p>
      )}
      <p className="lexicon__meta">{t('homebrew.installed.updateKeepsCharacters')}</p>
      <div className="button-row">
        <Button variant="primary" onClick={onUpdate}>
          {t('homebrew.installed.updateNamed', { name: copy.name })}
        </Button>
      </div>
    </div>
  );
}

/**
 * "Installiert": the clans and disciplines this account installed, each with uninstall; a newer
 * version of the original shows as "Aktualisierung verfügbar" with its changes and updates in one
 * click (characters keep the version they hold until their owner updates them).
 */
export function InstalledSection() {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const store = useHomebrewStore();
  const [problem, setProblem] = useState<string>();
  const [news, setNews] = useState<InstalledUpdates>();
  const [updated, setUpdated] = useState<string>();
  const installedVersions = [...store.clans, ...store.disciplines].map((item) => `${item.id}:${item.version}`).join(',');
  // An author saved a newer version of something installed here: ask again, no reload needed.
  const [pushes, setPushes] = useState(0);
  useEffect(() => onLive('homebrew-updated', () => setPushes((seen) => seen + 1)), []);
  useEffect(() => {
    let live = true;
    void fetchInstalledUpdates().then((result) => {
      if (!live || !result.ok) return;
      setNews(result.data);
      // The main screen's tab dot follows what this list knows now.
      setHomebrewUpdateCount(countHomebrewUpdates(result.data));
    });
    return () => {
      live = false;
    };
  }, [installedVersions, pushes]);
  const updateOf = (kind: HomebrewKind, id: number, version: number) => news?.updates.find((entry) => entry.kind === kind && entry.item.id === id && entry.item.version > version);
  const hiddenOf = (kind: HomebrewKind, id: number) => news?.hidden.some((entry) => entry.kind === kind && entry.id === id) ?? false;

  async function update(kind: HomebrewKind, id: number, name: string) {
    const result = await install({ kind, id });
    if (!result.ok) return setProblem(errorKey(result));
    setInstalled(result.data);
    setProblem(undefined);
    setUpdated(t('homebrew.installed.updated', { name }));
  }

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

  const kindItems = useKindStore().installed;
  const empty = store.clans.length === 0 && store.disciplines.length === 0 && Object.values(kindItems).every((list) => list.length === 0);
  return (
    <div className="stack">
      {problem ? <Alert>{t(problem)}</Alert> : null}
      {updated ? <p role="status">{updated}</p> : null}
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
                    <>
                      {(() => {
                        const newer = updateOf(kind, item.id, item.version);
                        return newer ? <UpdateNotice copy={item} update={newer} onUpdate={() => void update(kind, item.id, item.name)} /> : null;
                      })()}
                      {hiddenOf(kind, item.id) ? <p className="lexicon__meta">{t('homebrew.installed.hidden')}</p> : null}
                      <Button variant="danger" onClick={() => void remove(kind, item.id, item.name)}>
                        {t('homebrew.installed.uninstallNamed', { name: item.name })}
                      </Button>
                    </>
                  }
                />
              ))}
            </ul>
          </section>
        ) : null,
      )}
      <InstalledKindItems onProblem={setProblem} />
    </div>
  );
}

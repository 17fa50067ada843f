import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listedKindSpecs, type InstalledAnyUpdates, type StoredKindItem } from '@vitae/core/homebrew-kinds';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { errorKey } from '../../../lib/error-text.ts';
import { setInstalledKinds, useKindStore } from '../../../lib/homebrew/kind-store.ts';
import { setInstalled } from '../../../lib/homebrew/store.ts';
import { parseHomebrewStore } from '@vitae/core/homebrew';
import { useLineKinds } from './line-kinds.tsx';

/** The one item of another line's kind an invite answer shares (a gift, a rite, …), if it is one. */
export function sharedKindItem(answer: object): StoredKindItem | undefined {
  const lists = answer as Record<string, unknown>;
  for (const spec of listedKindSpecs) {
    const list = lists[spec.kind];
    if (Array.isArray(list) && list.length > 0) return list[0] as StoredKindItem;
  }
  return undefined;
}

/** "Installiert" of the other lines: per kind, the installed items with their version and an uninstall button. */
export function InstalledKindItems({ onProblem }: { onProblem: (key: string | undefined) => void }) {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const { installed } = useKindStore();
  const lineOf = (kind: string) => listedKindSpecs.find((spec) => spec.kind === kind)?.line ?? '';
  // Newer versions of what is installed here (asked again whenever an installed version changes).
  const [news, setNews] = useState<InstalledAnyUpdates['kindUpdates']>();
  const [updated, setUpdated] = useState<string>();
  const versions = Object.values(installed)
    .flat()
    .map((item) => `${item.id}:${item.version}`)
    .join(',');
  useEffect(() => {
    let live = true;
    if (versions)
      void apiRequest<InstalledAnyUpdates>('GET', '/homebrew/installed/updates').then((result) => {
        if (live && result.ok) setNews(result.data.kindUpdates ?? []);
      });
    return () => {
      live = false;
    };
  }, [versions]);
  const newerOf = (kind: string, item: StoredKindItem) => news?.find((entry) => entry.kind === kind && entry.item.id === item.id && Number(entry.item.version) > item.version);

  async function update(kind: string, item: StoredKindItem) {
    const result = await apiRequest<unknown>('POST', '/homebrew/installed', { body: { kind, id: item.id } });
    if (!result.ok) return onProblem(errorKey(result));
    setInstalled(parseHomebrewStore(result.data).store);
    setInstalledKinds(result.data);
    onProblem(undefined);
    setUpdated(t('homebrew.installed.updated', { name: item.name }));
  }

  async function remove(kind: string, item: StoredKindItem) {
    const asked = await confirm({ title: t('homebrew.installed.uninstallTitle'), content: t('homebrew.installed.uninstallQuestion', { name: item.name }), confirmLabel: t('homebrew.installed.uninstall'), danger: true });
    if (!asked) return;
    const result = await apiRequest<unknown>('DELETE', `/homebrew/installed/${kind}/${item.id}`);
    if (!result.ok) return onProblem(errorKey(result));
    setInstalled(parseHomebrewStore(result.data).store);
    setInstalledKinds(result.data);
    onProblem(undefined);
  }

  return (
    <>
      {updated ? <p role="status">{updated}</p> : null}
      {useLineKinds().flatMap(({ line, kinds }) =>
        kinds
          .filter((kind) => (installed[kind] ?? []).length > 0)
          .map((kind) => (
            <section key={kind} className="stack" aria-labelledby={`homebrew-installed-${kind}`}>
              <h3 id={`homebrew-installed-${kind}`}>{t('homebrew.kinds.installed', { kinds: t(`${lineOf(kind)}.homebrew.kinds.${kind}`, { count: 2 }), line: t(`characters.lineShort.${line}`) })}</h3>
              <ul className="homebrew-items">
                {(installed[kind] ?? []).map((item) => (
                  <li key={item.id} className="card stack">
                    <strong>{item.name}</strong>
                    <span className="lexicon__meta">
                      {t('homebrew.meta', { creator: item.creator, version: item.version })}
                      {item.copiedFrom ? ` · ${t('homebrew.library.copiedFrom', { name: item.copiedFrom.name, author: item.copiedFrom.authorName })}` : null}
                    </span>
                    {(() => {
                      const newer = newerOf(kind, item);
                      return newer ? (
                        <div className="card stack homebrew-update" data-testid="homebrew-kind-update">
                          <strong>
                            <span className="badge">{t('homebrew.installed.updateBadge')}</span> {t('homebrew.installed.updateFrom', { before: newer.installed, after: Number(newer.item.version) })}
                          </strong>
                          <div className="button-row">
                            <Button variant="primary" onClick={() => void update(kind, item)}>
                              {t('homebrew.installed.updateNamed', { name: item.name })}
                            </Button>
                          </div>
                        </div>
                      ) : null;
                    })()}
                    <div className="button-row">
                      <Button variant="danger" onClick={() => void remove(kind, item)}>
                        {t('homebrew.installed.uninstallNamed', { name: item.name })}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )),
      )}
    </>
  );
}

import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { homebrewLine } from '@vitae/core/homebrew';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { useContentStore } from '../../../lib/content/store.ts';
import { useHomebrewSync } from '../hooks/use-homebrew-sync.ts';
import { useHomebrewUpdateCount } from '../../../lib/homebrew/updates-notice.ts';
import { LibrarySection } from '../library/library-section.tsx';
import { BrowseSection } from './browse-section.tsx';
import { CodeInstallForm } from './code-install-form.tsx';
import { CreateContent } from './create-content.tsx';
import { InstalledSection } from './installed-section.tsx';
import { MyContentSection } from './my-content-section.tsx';
import '../homebrew.css';

const sections = ['installed', 'mine', 'library', 'clans', 'disciplines'] as const;
type Section = (typeof sections)[number];

/**
 * The Homebrew tab (spec §2): enter a code, create content, and the lists — installed, my content,
 * all clans, all disciplines — as tabs whose choice stays in the URL (`?tab=homebrew&section=`).
 */
export function HomebrewTab() {
  const { t } = useTranslation();
  // Homebrew is Vampire content, and its items name Vampire disciplines: the tab waits for that line
  // before it shows. Loaded later, the first item to render would hide the whole tab behind the
  // spinner again, while the user may be typing into its search or code field.
  useContentStore().requireLines([homebrewLine]);
  const { offline } = useHomebrewSync();
  const updates = useHomebrewUpdateCount();
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const current: Section = sections.includes(requested as Section) ? (requested as Section) : 'installed';
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  function select(section: Section) {
    setParams({ tab: 'homebrew', section }, { replace: true });
  }

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + sections.length) % sections.length;
    select(sections[next]!);
    tabRefs.current[next]?.focus();
  }

  return (
    <section className="homebrew stack" aria-labelledby="homebrew-title">
      <h2 id="homebrew-title">{t('homebrew.title')}</h2>
      {offline ? <Alert tone="info">{t('homebrew.offline')}</Alert> : null}
      <div className="homebrew-columns">
        <CodeInstallForm />
        <CreateContent />
      </div>
      <div role="tablist" aria-label={t('homebrew.sectionsLabel')} className="homebrew-tabs">
        {sections.map((section, index) => (
          <button
            key={section}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`homebrew-tab-${section}`}
            aria-selected={section === current}
            aria-controls={`homebrew-panel-${section}`}
            tabIndex={section === current ? 0 : -1}
            className={`homebrew-tabs__tab${section === current ? ' homebrew-tabs__tab--active' : ''}`}
            onClick={() => select(section)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(`homebrew.sections.${section}`)}
            {section === 'installed' && updates > 0 ? (
              <span className="badge homebrew-tabs__badge" data-testid="homebrew-installed-badge">
                {t('homebrew.installed.updatesCount', { count: updates })}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div id={`homebrew-panel-${current}`} role="tabpanel" aria-labelledby={`homebrew-tab-${current}`}>
        {current === 'installed' ? <InstalledSection /> : null}
        {current === 'mine' ? <MyContentSection /> : null}
        {current === 'library' ? <LibrarySection /> : null}
        {current === 'clans' ? <BrowseSection kind="clans" /> : null}
        {current === 'disciplines' ? <BrowseSection kind="disciplines" /> : null}
      </div>
    </section>
  );
}

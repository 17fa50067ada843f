import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { groupCharacters, type Folder } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { OnlineOnly } from '../../../components/online-only.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { CharacterEntry } from '../../../lib/characters/manager.ts';
import { characterManager, loadCharacters, useCharacters } from '../../../lib/characters/characters.ts';
import { setUiState } from '../../../lib/ui-store.ts';
import { clearCreationDraft, loadCreationDraft, type CreationDraft } from '../../../lib/characters/creation-draft.ts';
import { DraftDialog } from './draft-dialog.tsx';
import { useFolders } from '../hooks/use-folders.ts';
import { downloadText, exportFileName } from '../../../lib/download.ts';
import { CharacterRow, type RowActions, type RowExtras } from './character-row.tsx';
import { useLinesOfList } from '../hooks/use-lines-of-list.ts';
import { DeleteFolderDialog, NewFolderDialog } from './folder-dialogs.tsx';
import { DropZone, FolderGroup, rootDropId } from './folder-group.tsx';
import { useDragLayer } from '../hooks/use-drag-layer.ts';
import { clearRenameDrafts } from '../lib/rename-drafts.ts';
import { ImportButton } from './import-button.tsx';
import { MigrateButton } from './migrate-button.tsx';

// The create dialog builds a character with the full schema: it loads when first opened.
const CreateDialog = lazy(async () => ({ default: (await import('./create-dialog.tsx')).CreateDialog }));

/**
 * The Characters tab (docs/product-spec.md §2): the shelf of character cards, folders with drag and
 * drop, create, import, export, migrate. The app shell adds what other features bring: something
 * above the list (`top`), a toolbar button, and items in each card's menu (`rowExtras`).
 */
export function CharactersTab({ top, toolbarExtra, rowExtras }: { top?: ReactNode; toolbarExtra?: ReactNode; rowExtras?: RowExtras } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { confirm } = useDialogs();
  const snapshot = useCharacters();
  const folders = useFolders();
  const [creating, setCreating] = useState<{ directory: string | undefined }>();
  const [pendingDraft, setPendingDraft] = useState<{ draft: CreationDraft; directory: string | undefined }>();

  /** A new character; a character already started is offered first, to continue or to discard. */
  function startCreating(directory: string | undefined) {
    const draft = loadCreationDraft();
    if (draft) setPendingDraft({ draft, directory });
    else setCreating({ directory });
  }
  const [newFolder, setNewFolder] = useState(false);
  const [deleting, setDeleting] = useState<Folder>();
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    void loadCharacters().then((result) => {
      if (result === 'not_authed') void navigate('/login', { replace: true });
      setLoadFailed(result === 'error');
    });
  }, [navigate]);
  useEffect(() => clearRenameDrafts, []);

  // A character deleted elsewhere stays listed only while it holds edits made here (to keep a copy).
  const listed = snapshot.entries.filter((entry) => !entry.gone || (!entry.justViewing && entry.saveState !== 'saved'));
  const owned = listed.filter((entry) => !entry.justViewing);
  useLinesOfList(snapshot.status === 'initialised', listed);
  const shared = listed.filter((entry) => entry.justViewing);
  const grouped = groupCharacters(
    owned.map((entry) => ({ ...entry, id: entry.character.id, name: entry.character.name, directory: entry.character.directory })),
    folders.folders,
  );

  const actions: RowActions = {
    Extras: rowExtras,
    keepCopy: (id) => void characterManager.keepCopy(id),
    rename: (id, name) => characterManager.update(id, { name }),
    // A row holds the list facts only; a copy and an export need the whole character.
    clone: (character) =>
      void characterManager.wholeCharacter(character.id).then((whole) => {
        if (!whole) return;
        const { id: _id, revision: _revision, viewers: _viewers, ...copy } = whole;
        void characterManager.create({ ...copy, revision: 0, viewers: [], name: `${whole.name} - ${t('characters.copy')}` });
      }),
    exportFile: (character) =>
      void Promise.all([characterManager.wholeCharacter(character.id), import('@vitae/core/import')]).then(([whole, { exportCharacter }]) => {
        if (whole) downloadText(exportFileName(whole.name), exportCharacter(whole));
      }),
    remove: (entry: CharacterEntry) =>
      void confirm({
        title: t(entry.justViewing ? 'characters.leaveTitle' : 'characters.deleteTitle', { name: entry.character.name }),
        content: t(entry.justViewing ? 'characters.leaveQuestion' : 'characters.deletion'),
        confirmLabel: t(entry.justViewing ? 'characters.actions.leaveNamed' : 'characters.actions.deleteNamed', { name: entry.character.name }),
        danger: true,
      }).then(async (yes) => {
        if (yes) await characterManager.remove(entry.character.id);
      }),
  };

  function moveCharacter(id: string, directory: string | undefined) {
    const entry = characterManager.get(id);
    if (entry && entry.character.directory !== directory) characterManager.update(id, (c: StoredCharacter) => ({ ...c, directory }));
  }

  async function deleteFolder(choice: 'keep' | 'delete' | 'cancel') {
    const folder = deleting;
    setDeleting(undefined);
    if (!folder || choice === 'cancel') return;
    const inside = owned.filter((entry) => entry.character.directory === folder.id);
    for (const entry of inside) {
      if (choice === 'delete') await characterManager.remove(entry.character.id);
      else characterManager.update(entry.character.id, (c: StoredCharacter) => ({ ...c, directory: undefined }));
    }
    await folders.remove(folder.id);
  }

  const dragLayer = useDragLayer(snapshot.status === 'initialised');
  const Zone = dragLayer?.DroppableZone ?? DropZone;
  const Row = dragLayer?.DraggableRow ?? CharacterRow;
  const groups = (
    <>
      <Zone id={rootDropId} label={t('characters.root')}>
        <h3 className="characters__group-title">{t('characters.root')}</h3>
        {grouped.root.length === 0 && snapshot.status === 'initialised' ? <p className="lexicon__meta">{t('characters.emptyRoot')}</p> : null}
        <ul className="character-list" aria-label={t('characters.root')}>
          {grouped.root.map((entry) => (
            <Row key={entry.character.id} entry={entry} actions={actions} />
          ))}
        </ul>
      </Zone>
      {grouped.folders.map(({ folder, characters }) => (
        <FolderGroup
          key={folder.id}
          folder={folder}
          count={characters.length}
          Zone={Zone}
          onToggle={() => void folders.toggle(folder.id, !folder.open)}
          onCreateInside={() => startCreating(folder.id)}
          onDelete={() => setDeleting(folder)}
        >
          <ul className="character-list" aria-label={folder.name}>
            {characters.map((entry) => (
              <Row key={entry.character.id} entry={entry} actions={actions} />
            ))}
          </ul>
        </FolderGroup>
      ))}
    </>
  );

  return (
    <section className="characters" aria-labelledby="characters-title">
      <h2 id="characters-title" className="visually-hidden">
        {t('main.tabs.characters')}
      </h2>
      <div className="characters__toolbar button-row">
        <OnlineOnly>
          <button type="button" className="button button--primary" onClick={() => startCreating(undefined)}>
            {t('characters.toolbar.new')}
          </button>
          <button type="button" className="button" onClick={() => setNewFolder(true)}>
            {t('characters.toolbar.newFolder')}
          </button>
          <ImportButton />
          <MigrateButton folders={folders} />
          {toolbarExtra}
        </OnlineOnly>
      </div>
      {top}
      {folders.failed ? <Alert>{t('characters.folders.saveFailed')}</Alert> : null}
      {loadFailed ? <Alert>{t('characters.loadFailed')}</Alert> : null}
      {snapshot.status !== 'initialised' && !loadFailed ? <Spinner label={t('loading.loadingCharacters')} /> : null}

      {dragLayer ? <dragLayer.DragLayer onMove={moveCharacter}>{groups}</dragLayer.DragLayer> : groups}

      {shared.length > 0 ? (
        <section aria-labelledby="shared-title">
          <h3 id="shared-title" className="characters__group-title">
            {t('characters.shared')}
          </h3>
          <ul className="character-list">
            {shared.map((entry) => (
              <CharacterRow key={entry.character.id} entry={entry} actions={actions} />
            ))}
          </ul>
        </section>
      ) : null}

      {creating ? (
        <Suspense fallback={<Spinner label={t('lexicon.loading')} />}>
          <CreateDialog open directory={creating.directory} onClose={() => setCreating(undefined)} />
        </Suspense>
      ) : null}
      {pendingDraft ? (
        <DraftDialog
          draft={pendingDraft.draft}
          onClose={() => setPendingDraft(undefined)}
          onContinue={() => {
            setUiState({ creationDirectory: pendingDraft.draft.directory, editingCharacterId: undefined });
            void navigate(`/editor/${pendingDraft.draft.step}`);
          }}
          onDiscard={() => {
            clearCreationDraft();
            setPendingDraft(undefined);
            setCreating({ directory: pendingDraft.directory });
          }}
        />
      ) : null}
      <NewFolderDialog open={newFolder} folders={folders.folders} onCreate={folders.add} onClose={() => setNewFolder(false)} />
      <DeleteFolderDialog folder={deleting} count={deleting ? owned.filter((e) => e.character.directory === deleting.id).length : 0} onChoose={(choice) => void deleteFolder(choice)} />
    </section>
  );
}


import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { folderNameProblem, maxNameLength, type Folder } from '@vitae/core';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';

export function NewFolderDialog({ open, folders, onCreate, onClose }: { open: boolean; folders: readonly Folder[]; onCreate: (name: string) => Promise<boolean>; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = folderNameProblem(folders, name);
    if (problem) return setError(t(`characters.folders.problems.${problem}`, { name: name.trim() }));
    if (!(await onCreate(name.trim()))) return setError(t('characters.folders.saveFailed'));
    setName('');
    setError(undefined);
    onClose();
  }

  return (
    <Modal open={open} title={t('characters.folders.newTitle')} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <TextField label={t('characters.folders.name')} value={name} maxLength={maxNameLength} onChange={(e) => setName(e.target.value)} error={error} autoFocus />
        <button type="submit" className="button button--primary">
          {t('characters.folders.create')}
        </button>
      </form>
    </Modal>
  );
}

/** The spec's folder delete dialog: keep the characters (they move to the root) or delete them too. */
export function DeleteFolderDialog({ folder, count, onChoose }: { folder: Folder | undefined; count: number; onChoose: (choice: 'keep' | 'delete' | 'cancel') => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={folder !== undefined}
      title={t('characters.folders.deleteTitle', { name: folder?.name ?? '' })}
      onClose={() => onChoose('cancel')}
      footer={
        <div className="button-row">
          <button type="button" className="button" onClick={() => onChoose('keep')}>
            {t('characters.folders.deleteKeep')}
          </button>
          <button type="button" className="button button--danger" onClick={() => onChoose('delete')} disabled={count === 0}>
            {t('characters.folders.deleteAll', { count })}
          </button>
        </div>
      }
    >
      <p>{t('characters.folders.deleteQuestion', { count })}</p>
    </Modal>
  );
}

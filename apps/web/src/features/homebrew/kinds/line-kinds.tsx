import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { homebrewKindsOfLine, listedKindSpecs } from '@vitae/core/homebrew-kinds';
import type { GameLine } from '@vitae/core';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { errorKey } from '../../../lib/error-text.ts';
import { keepOwnKind, useKindStore } from '../../../lib/homebrew/kind-store.ts';
import { kindEditorOf } from '../lines/index.ts';
import { createKindItem } from './kind-api.ts';

/** Names are one line of at most 60 characters in every kind. */
const nameLimit = 60;

export const kindEditorPath = (kind: string, id: number) => `/homebrew/edit/${kind}/${id}`;

/** The lines with kinds of their own (not Vampire's) that have an editor here, each with those kinds. */
export function useLineKinds(): Array<{ line: GameLine; kinds: string[] }> {
  const lines = [...new Set(listedKindSpecs.map((spec) => spec.line))];
  return lines.map((line) => ({ line, kinds: homebrewKindsOfLine(line).map((spec) => spec.kind).filter((kind) => kindEditorOf(kind)) })).filter((entry) => entry.kinds.length > 0);
}

const lineOfKind = (kind: string) => listedKindSpecs.find((spec) => spec.kind === kind)?.line ?? '';

/** A kind's name in its line's words: `<line>.homebrew.kinds.<kind>_one` / `_other`. */
function useKindName() {
  const { t } = useTranslation();
  return (kind: string, count = 1) => t(`${lineOfKind(kind)}.homebrew.kinds.${kind}`, { count });
}

/** "Inhalte erstellen" for the other lines: per line, one button per kind (a gift, a rite, …); then the editor opens. */
export function CreateKindButtons() {
  const { t } = useTranslation();
  const kindName = useKindName();
  const [kind, setKind] = useState<string>();
  return (
    <>
      {useLineKinds().map(({ line, kinds }) => (
        <div key={line} className="stack homebrew-create__line">
          <h4>{t(`characters.gameLines.${line}`)}</h4>
          <div className="button-row">
            {kinds.map((entry) => (
              <Button key={entry} onClick={() => setKind(entry)}>
                {t('homebrew.kinds.create', { kind: kindName(entry) })}
              </Button>
            ))}
          </div>
        </div>
      ))}
      {kind ? <CreateKindDialog kind={kind} title={t([`${lineOfKind(kind)}.homebrew.new.${kind}`, 'homebrew.kinds.newTitle'], { kind: kindName(kind) })} onClose={() => setKind(undefined)} /> : null}
    </>
  );
}

function CreateKindDialog({ kind, title, onClose }: { kind: string; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const trimmed = name.trim();
    if (!trimmed) return setError(t('homebrew.errors.required'));
    if (trimmed.length > nameLimit) return setError(t('homebrew.errors.tooLong', { max: nameLimit }));
    setBusy(true);
    const result = await createKindItem(kind, trimmed);
    setBusy(false);
    if (!result.ok) return setProblem(errorKey(result));
    keepOwnKind(kind, result.data);
    void navigate(kindEditorPath(kind, result.data.id));
  }

  return (
    <Modal open title={title} onClose={onClose}>
      <form
        className="stack"
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('homebrew.fields.name')}
          value={name}
          maxLength={nameLimit}
          error={error}
          autoFocus
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        {problem ? <Alert>{t(problem)}</Alert> : null}
        <div className="button-row">
          <Button type="submit" variant="primary" disabled={busy}>
            {t('homebrew.create.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** "Meine Inhalte" of the other lines: per line and kind, the author's items, each opening its editor. */
export function MyKindItems() {
  const { t } = useTranslation();
  const kindName = useKindName();
  const { own } = useKindStore();
  return (
    <>
      {useLineKinds().map(({ line, kinds }) =>
        kinds.map((kind) => {
          const items = own[kind] ?? [];
          const titleId = `homebrew-mine-${kind}`;
          return (
            <section key={kind} className="card stack" aria-labelledby={titleId}>
              <h3 id={titleId}>{t('homebrew.kinds.mine', { kinds: kindName(kind, 2), line: t(`characters.lineShort.${line}`) })}</h3>
              {items.length === 0 ? <p className="field__hint">{t('homebrew.kinds.mineEmpty', { kinds: kindName(kind, 2) })}</p> : null}
              <ul className="homebrew-list" aria-labelledby={titleId}>
                {items.map((item) => (
                  <li key={item.id} className="homebrew-list__row">
                    <span>
                      <strong>{item.name}</strong>{' '}
                      <span className={`badge${item.public ? '' : ' homebrew-badge--private'}`}>{item.public ? t('homebrew.public') : t('homebrew.private')}</span>
                    </span>
                    <Link className="button button--ghost" to={kindEditorPath(kind, item.id)} aria-label={t('homebrew.mine.edit', { name: item.name })}>
                      {t('homebrew.mine.editShort')}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        }),
      )}
    </>
  );
}

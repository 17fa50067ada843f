import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homebrewLimits, type HomebrewKind } from '@vitae/core/homebrew';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { errorKey } from '../../../lib/error-text.ts';
import { keepOwn } from '../../../lib/homebrew/store.ts';
import { createItem } from '../api/homebrew-api.ts';
import { useKnownDisciplines } from '../hooks/use-known-disciplines.ts';
import { editorPath } from './my-content-section.tsx';
import { CreateKindButtons } from '../kinds/line-kinds.tsx';

/** "Inhalte erstellen": a new clan (optionally from a core clan as template) or discipline; then its editor opens. */
export function CreateContent() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<HomebrewKind>();
  return (
    <section className="card stack" aria-labelledby="homebrew-create-title">
      <h3 id="homebrew-create-title">{t('homebrew.create.title')}</h3>
      <p className="field__hint">{t('homebrew.create.explain')}</p>
      <div className="button-row">
        <Button onClick={() => setKind('clans')}>{t('homebrew.create.clans')}</Button>
        <Button onClick={() => setKind('disciplines')}>{t('homebrew.create.disciplines')}</Button>
      </div>
      <CreateKindButtons />
      {kind ? <CreateDialog kind={kind} onClose={() => setKind(undefined)} /> : null}
    </section>
  );
}

function CreateDialog({ kind, onClose }: { kind: HomebrewKind; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { coreClans } = useKnownDisciplines();
  const [name, setName] = useState('');
  const [template, setTemplate] = useState('');
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const trimmed = name.trim();
    if (!trimmed) return setError(t('homebrew.errors.required'));
    if (trimmed.length > homebrewLimits.name) return setError(t('homebrew.errors.tooLong', { max: homebrewLimits.name }));
    const base = coreClans.find((clan) => clan.id === Number(template));
    const body =
      kind === 'clans' && base
        ? {
            name: trimmed,
            templateClanId: base.id,
            slogan: base.slogan.slice(0, homebrewLimits.slogan),
            description: base.description.slice(0, homebrewLimits.description),
            curse: base.bane.slice(0, homebrewLimits.description),
            disciplines: base.disciplines.slice(0, homebrewLimits.clanDisciplines),
          }
        : { name: trimmed };
    setBusy(true);
    const result = await createItem(kind, body);
    setBusy(false);
    if (!result.ok) return setProblem(errorKey(result));
    keepOwn(kind, result.data);
    void navigate(editorPath[kind](result.data.id));
  }

  return (
    <Modal open title={t(`homebrew.create.${kind}Title`)} onClose={onClose}>
      <form
        className="stack"
        noValidate
        aria-label={t(`homebrew.create.${kind}Title`)}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('homebrew.fields.name')}
          value={name}
          maxLength={homebrewLimits.name}
          error={error}
          autoFocus
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        {kind === 'clans' ? (
          <SelectField label={t('homebrew.clan.template')} value={template} onChange={(event) => setTemplate(event.target.value)}>
            <option value="">{t('homebrew.clan.noTemplate')}</option>
            {coreClans.map((clan) => (
              <option key={clan.id} value={clan.id}>
                {clan.name}
              </option>
            ))}
          </SelectField>
        ) : null}
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

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minTabletopKeyLength, tabletopLines, tabletopAccessKeySchema } from '@vitae/core/api';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/field.tsx';
import { useViewerCharacter } from '../../hooks/use-viewer-character.ts';

const maxDifficulty = 20;

/**
 * The character info's tabletop link (docs/behaviour-notes.md §9.1, spec §3): the FoundryVTT
 * access key and an optional default difficulty. An empty key removes the link.
 */
export function TabletopFields() {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useViewerCharacter();
  const stored = entry?.character.tabletop;
  const [key, setKey] = useState(stored?.id ?? '');
  const [difficulty, setDifficulty] = useState(stored?.difficulty === undefined ? '' : String(stored.difficulty));
  const [keyError, setKeyError] = useState<string>();
  const [generated, setGenerated] = useState(false);
  const [difficultyError, setDifficultyError] = useState<string>();
  if (!entry || !(tabletopLines as readonly string[]).includes(entry.character.gameLine)) return null;

  function changeKey(text: string) {
    setKey(text);
    setGenerated(false);
    const trimmed = text.trim();
    if (trimmed === '') {
      setKeyError(undefined);
      setDifficultyError(undefined);
      update(({ tabletop: _gone, ...rest }) => rest);
      return;
    }
    if (!tabletopAccessKeySchema.safeParse(trimmed).success) {
      // A short key of valid letters gets its own message: the relay refuses keys one could guess.
      const tooShort = trimmed.length < minTabletopKeyLength && /^[A-Za-z0-9_-]+$/.test(trimmed);
      return setKeyError(tooShort ? t('tabletop.info.keyTooShort', { min: minTabletopKeyLength }) : t('tabletop.info.keyInvalid'));
    }
    setKeyError(undefined);
    update((current) => ({ ...current, tabletop: { ...current.tabletop, id: trimmed } }));
  }

  function changeDifficulty(text: string) {
    setDifficulty(text);
    const trimmed = text.trim();
    if (trimmed !== '' && (!/^\d+$/.test(trimmed) || Number(trimmed) > maxDifficulty)) return setDifficultyError(t('tabletop.info.difficultyInvalid', { max: maxDifficulty }));
    setDifficultyError(undefined);
    update((current) => {
      if (!current.tabletop) return current;
      const { difficulty: _old, ...link } = current.tabletop;
      return { ...current, tabletop: trimmed === '' ? link : { ...link, difficulty: Number(trimmed) } };
    });
  }

  return (
    <fieldset className="field" data-testid="tabletop-fields">
      <legend>{t('tabletop.info.title')}</legend>
      <TextField label={t('tabletop.info.key')} value={key} onChange={(e) => changeKey(e.target.value)} error={keyError} hint={t('tabletop.info.keyHint')} disabled={readOnly} autoComplete="off" spellCheck={false} />
      {readOnly ? null : (
        <div className="button-row">
          <Button
            onClick={() => {
              // A UUID: 122 random bits, letters, digits and -, as the relay takes them.
              changeKey(crypto.randomUUID());
              setGenerated(true);
            }}
          >
            {t('tabletop.info.generate')}
          </Button>
          <span role="status" className="field__hint">
            {generated ? t('tabletop.info.generated') : ''}
          </span>
        </div>
      )}
      <TextField
        label={t('tabletop.info.difficulty')}
        inputMode="numeric"
        value={difficulty}
        onChange={(e) => changeDifficulty(e.target.value)}
        error={difficultyError}
        hint={t('tabletop.info.difficultyHint')}
        disabled={readOnly || key.trim() === '' || keyError !== undefined}
      />
    </fieldset>
  );
}

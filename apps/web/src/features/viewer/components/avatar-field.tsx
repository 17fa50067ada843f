import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { avatarFromFile } from '../lib/avatar.ts';

/** The character's picture: click to choose an image; it is scaled down before it is saved. */
export function AvatarField({ avatar, name, readOnly, onChange }: { avatar: string; name: string; readOnly: boolean; onChange: (dataUrl: string) => void }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string>();
  return (
    <div className="avatar-field">
      {avatar ? <img src={avatar} alt={t('viewer.avatar.alt', { name })} className="avatar-field__image" /> : <div className="avatar-field__image avatar-field__image--empty" aria-hidden="true" />}
      {readOnly ? null : (
        <label className="button">
          {t('viewer.avatar.choose')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            hidden
            data-testid="avatar-input"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              const result = await avatarFromFile(file);
              if (result.ok) {
                setProblem(undefined);
                onChange(result.dataUrl);
              } else setProblem(t(`viewer.avatar.problems.${result.problem}`));
            }}
          />
        </label>
      )}
      {problem ? <Alert>{problem}</Alert> : null}
    </div>
  );
}

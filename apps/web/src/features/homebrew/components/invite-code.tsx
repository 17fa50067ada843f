import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';

/** The item's invite code with a copy button; made on request, then always the same. */
export function InviteCode({ code, onCreate }: { code: string | null; onCreate: () => Promise<string | undefined> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'no'>();

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      // No clipboard (insecure origin, denied): the code stays selectable in its field.
      setCopied('no');
    }
  }

  if (!code) {
    return (
      <div className="stack">
        <p className="field__hint">{t('homebrew.invite.explain')}</p>
        <div className="button-row">
          <Button
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              await onCreate();
              setBusy(false);
            }}
          >
            {t('homebrew.invite.create')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="stack">
      <TextField label={t('homebrew.invite.label')} value={code} readOnly onFocus={(event) => event.currentTarget.select()} hint={t('homebrew.invite.explain')} />
      <div className="button-row">
        <Button onClick={() => void copy(code)}>{t('homebrew.invite.copy')}</Button>
        <span role="status" className="field__hint">
          {copied === 'yes' ? t('homebrew.invite.copied') : copied === 'no' ? t('homebrew.invite.copyFailed') : ''}
        </span>
      </div>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field.tsx';
import { defaultNetworkUrl, networkUrl, setNetworkUrl } from '../../../lib/settings.ts';

/**
 * The network address on the login screen: a wrong one (set in the settings, which need a login)
 * must not lock anyone out, so it can be seen, changed and put back to the default right here.
 */
export function ConnectionSettings() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(networkUrl() !== defaultNetworkUrl());
  const [value, setValue] = useState(networkUrl());
  const [saved, setSaved] = useState<string>();

  function save(event: FormEvent) {
    event.preventDefault();
    setValue(setNetworkUrl(value));
    setSaved(t('auth.connection.saved'));
  }

  function restore() {
    setValue(setNetworkUrl(''));
    setSaved(t('auth.connection.restored'));
  }

  return (
    <section className="login__connection" aria-labelledby="login-connection">
      <button type="button" id="login-connection" className="button button--ghost" aria-expanded={open} aria-controls="login-connection-form" onClick={() => setOpen((shown) => !shown)}>
        {t('auth.connection.link')}
      </button>
      {open ? (
        <form id="login-connection-form" className="card stack" onSubmit={save} noValidate>
          <TextField
            label={t('auth.connection.url')}
            type="url"
            value={value}
            maxLength={500}
            onChange={(e) => {
              setValue(e.target.value);
              setSaved(undefined);
            }}
            hint={t('auth.connection.hint', { url: defaultNetworkUrl() })}
          />
          <div className="button-row">
            <button type="submit" className="button">
              {t('auth.connection.save')}
            </button>
            <button type="button" className="button button--primary" onClick={restore}>
              {t('auth.connection.restore')}
            </button>
          </div>
          {saved ? (
            <p className="field__hint" role="status">
              {saved}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}

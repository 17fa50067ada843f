import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

interface AuthFormCardProps {
  /** Names the card's heading (`<id>-title`) and its class (`login__<id>`). */
  id: string;
  title: string;
  intro: string;
  onSubmit: (event: FormEvent) => void;
  /** A text key for what went wrong as a whole (not at one field). */
  failure: string | undefined;
  busy: boolean;
  busyLabel: string;
  submitLabel: string;
  primary?: boolean;
  children: ReactNode;
}

/** One card of the login screen: a heading, a sentence, its fields, what failed, and the button. */
export function AuthFormCard({ id, title, intro, onSubmit, failure, busy, busyLabel, submitLabel, primary, children }: AuthFormCardProps) {
  const { t } = useTranslation();
  return (
    <form className={`card login__card login__${id}`} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{intro}</p>
      {children}
      {failure ? <Alert>{t(failure)}</Alert> : null}
      {busy ? <Spinner label={busyLabel} /> : null}
      <Button variant={primary ? 'primary' : undefined} type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** A field whose error is a text key (a validation rule or a server code), shown in the current language. */
export function KeyedTextField({ errorKey, ...field }: InputHTMLAttributes<HTMLInputElement> & { label: string; errorKey: string | undefined }) {
  const { t } = useTranslation();
  return <TextField {...field} error={errorKey ? t(errorKey, { defaultValue: t('validation.generic') }) : undefined} />;
}

/** The state of a login-screen form: its fields' error keys, what failed as a whole, and whether it is sending. */
export function useAuthForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  /** Starts a submit: forgets the last failure and shows what the fields' checks found; true when it may be sent. */
  function begin(event: FormEvent, found: Record<string, string>): boolean {
    event.preventDefault();
    setFailure(undefined);
    setErrors(found);
    return Object.keys(found).length === 0;
  }
  return { errors, setErrors, failure, setFailure, busy, setBusy, begin };
}

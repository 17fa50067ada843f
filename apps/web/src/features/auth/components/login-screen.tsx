import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { pendingEditCount } from '../../../lib/characters/pending-edits.ts';
import { CodeForm, type CodePurpose } from './code-form.tsx';
import { MailCodeForm } from './mail-code-form.tsx';
import { PasswordLoginForm } from './password-login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { ConnectionSettings } from './connection-settings.tsx';

type Step = { kind: 'start' } | { kind: 'code'; purpose: CodePurpose; email: string };

/**
 * /login: register, sign in on a new device (other devices stay) or recover the account (every
 * device signed out) with an e-mailed code, or log in with a password.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'start' });
  // Edits kept when the session ended (another device logged out, a recovery elsewhere) wait for this login.
  const [waiting] = useState(pendingEditCount);

  return (
    <main className="login">
      <header className="login__header">
        <h1>{t('app.name')}</h1>
        <p>{t('auth.intro')}</p>
      </header>
      {waiting > 0 ? <Alert tone="info">{t('auth.pendingEdits', { count: waiting })}</Alert> : null}
      {step.kind === 'start' ? (
        <>
          <div className="login__columns">
            <RegisterForm onCodeSent={(email) => setStep({ kind: 'code', purpose: 'activate', email })} />
            <MailCodeForm purpose="device" onCodeSent={(email) => setStep({ kind: 'code', purpose: 'device', email })} />
            <MailCodeForm purpose="recover" onCodeSent={(email) => setStep({ kind: 'code', purpose: 'recover', email })} />
          </div>
          <PasswordLoginForm />
        </>
      ) : (
        <CodeForm purpose={step.purpose} email={step.email} onBack={() => setStep({ kind: 'start' })} />
      )}
      <ConnectionSettings />
    </main>
  );
}

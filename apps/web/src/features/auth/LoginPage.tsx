import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert, linkClass } from '../../lib/ui/form';
import { ShellPage } from '../../lib/ui/ShellPage';
import { buttonClass } from '../../lib/ui/styles';
import { SandboxOutboxLink } from '../dev/SandboxOutboxLink';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginError } from './LoginError';
import {
  backToPin,
  type LoginNotice,
  resendPin,
  resetLoginFlow,
  submitCredentials,
  submitPin,
  submitTotp,
  useLoginFlow,
} from './login-flow';
import { CodeStep, CredentialsStep } from './login-steps';

const smallButton = `${buttonClass.ghost} !min-h-10 !px-3 text-sm`;

function NoticeLine({ notice, email }: { notice: LoginNotice; email: string }) {
  const { t } = useTranslation();
  // 'pinSent' is already said by the pin step's own lead.
  if (notice === null || notice === 'pinSent') return null;
  const text = {
    pinResent: t('login.pinResent', { email }),
    pinReissued: t('login.pinReissued', { email }),
    linkPin: t('login.linkPin'),
  }[notice];
  return <FormAlert tone={notice === 'pinReissued' ? 'info' : 'success'}>{text}</FormAlert>;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useLoginFlow();
  const [forgot, setForgot] = useState(false);
  const done = (loggedIn: boolean) => {
    if (loggedIn) void navigate('/auth/dashboard', { replace: true });
  };

  if (forgot) {
    return (
      <ShellPage narrow title={t('forgot.title')} lead={t('forgot.lead')}>
        <ForgotPasswordForm defaultEmail={flow.email} onBack={() => setForgot(false)} />
      </ShellPage>
    );
  }

  const lead = { credentials: t('login.lead'), pin: t('login.pinTitle'), totp: t('login.totpTitle') }[flow.step];
  return (
    <ShellPage narrow title={t('login.title')} lead={lead}>
      <div className="grid gap-4">
        <NoticeLine notice={flow.notice} email={flow.email} />
        {flow.error ? <LoginError error={flow.error} /> : null}
        {flow.step === 'credentials' ? (
          <CredentialsStep
            defaultEmail={flow.email}
            pending={flow.pending}
            onSubmit={({ email, password }) => void submitCredentials(email, password).then(done)}
          >
            <button type="button" className={`${linkClass} justify-self-start text-sm`} onClick={() => setForgot(true)}>
              {t('login.forgot')}
            </button>
          </CredentialsStep>
        ) : null}
        {flow.step === 'pin' ? (
          <CodeStep
            key="pin"
            kind="pin"
            lead={t('login.pinLead', { email: flow.email })}
            pending={flow.pending}
            onSubmit={(pin) => void submitPin(pin).then(done)}
            actions={
              <>
                <button type="button" className={smallButton} disabled={flow.pending} onClick={() => void resendPin()}>
                  {t('login.resend')}
                </button>
                <button type="button" className={smallButton} onClick={resetLoginFlow}>
                  {t('login.otherAccount')}
                </button>
              </>
            }
          />
        ) : null}
        {flow.step === 'totp' ? (
          <CodeStep
            key="totp"
            kind="totp"
            lead={t('login.totpLead')}
            pending={flow.pending}
            onSubmit={(code) => void submitTotp(code).then(done)}
            actions={
              <button type="button" className={smallButton} onClick={backToPin}>
                {t('login.back')}
              </button>
            }
          />
        ) : null}
        <p className="border-t border-border pt-4 text-fg-muted">
          {t('login.noAccount')}{' '}
          <Link to="/signup" className={linkClass}>
            {t('login.signupLink')}
          </Link>
        </p>
        {/* Last: it appears once the app's configuration has arrived, and moves nothing above it. */}
        {flow.step !== 'credentials' ? <SandboxOutboxLink email={flow.email} /> : <SandboxOutboxLink />}
      </div>
    </ShellPage>
  );
}

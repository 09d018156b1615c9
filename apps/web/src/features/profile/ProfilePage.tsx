import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoutButton } from '../../app/shell/LogoutButton';
import { errorMessage } from '../../lib/errors';
import { useMe } from '../../lib/session/use-me';
import { FormAlert } from '../../lib/ui/form';
import { Section } from '../../lib/ui/Section';
import { ShellPage } from '../../lib/ui/ShellPage';
import { buttonClass } from '../../lib/ui/styles';
import { PreferencesPanel } from '../preferences/PreferencesPanel';
import { AccountDocuments } from '../statements/AccountDocuments';
import { ReferralSection, SupportEntry } from '../support/ReferralSection';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MobileForm } from './MobileForm';
import { SessionsList } from './SessionsList';
import { TwoFactorSection } from './TwoFactorSection';

export function ProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <ShellPage bare title={t('profile.title')} lead={t('profile.lead')}>
      {me.data ? (
        <Section title={`${me.data.firstName} ${me.data.lastName}`} lead={me.data.email}>
          <div className="flex flex-wrap gap-3">
            <Link to="/auth/setting" className={buttonClass.secondary}>
              {t('profile.settings')}
            </Link>
            <Link to="/auth/setting/tiers" className={buttonClass.secondary}>
              {t('profile.tiers')}
            </Link>
            <LogoutButton />
          </div>
        </Section>
      ) : me.isError ? (
        <FormAlert>{errorMessage(me.error, t)}</FormAlert>
      ) : (
        <p className="text-fg-muted">{t('app.loading')}</p>
      )}
      <SupportEntry />
      <Section title={t('profile.preferences')}>
        <PreferencesPanel />
      </Section>
      {me.data ? (
        <>
          <ReferralSection />
          <AccountDocuments me={me.data} />
          <TwoFactorSection me={me.data} />
          <ChangePasswordForm />
          <ChangeEmailForm currentEmail={me.data.email} />
          <MobileForm me={me.data} />
          <SessionsList />
        </>
      ) : null}
    </ShellPage>
  );
}

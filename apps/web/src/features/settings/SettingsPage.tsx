import { useTranslation } from 'react-i18next';
import { Section } from '../../lib/ui/Section';
import { ShellPage } from '../../lib/ui/ShellPage';
import { CurrencySelect } from './CurrencySelect';
import { PinSettings } from './PinSettings';

/** /auth/setting — the app lock and the user's preferences on this device. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <ShellPage bare title={t('settings.title')} lead={t('settings.lead')}>
      <PinSettings />
      <Section title={t('settings.displayTitle')}>
        <div className="max-w-md">
          <CurrencySelect />
        </div>
      </Section>
    </ShellPage>
  );
}

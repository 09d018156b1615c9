import { getAccountStatus, listTiers, type User, type Wallet } from '@coffer/contract';
import { totalFiatValue, walletFiatValue } from '@coffer/domain';
import { apiCall } from '../../lib/api/client';
import { useDisplayCurrency } from '../../lib/currency';
import { Section } from '../../lib/ui/Section';
import { buttonClass } from '../../lib/ui/styles';
import { fetchWallets } from '../wallet/queries';
import { ProgressPanel } from './ProgressPanel';
import { useStatementsText } from './texts';
import { useDocumentRun } from './use-document-run';

function addressLines(me: User): string[] {
  const street = [me.deliveryStreetNumber, me.deliveryStreet].filter(Boolean).join(' ');
  return [street, me.deliveryTown ?? '', me.deliveryPostCode ?? '', me.deliveryCountry ?? ''];
}

function fiatAccount(wallets: readonly Wallet[], code: 'EUR' | 'GBP') {
  const wallet = wallets.find((w) => w.coin.code === code);
  return wallet ? { address: wallet.address, extra: wallet.extra } : null;
}

function sum(values: readonly string[]): string {
  return totalFiatValue(
    values.map((balance) => ({ balance })),
    () => '1',
  ).total;
}

/** Profile: the account confirmation and the balance summary, read fresh when asked for. */
export function AccountDocuments({ me }: { me: User }) {
  const { t, ready } = useStatementsText();
  const currency = useDisplayCurrency();
  const { phase, run, cancel, busy } = useDocumentRun('account');
  if (!ready) return null;

  const account = () =>
    run(async () => {
      const [status, wallets] = await Promise.all([apiCall(getAccountStatus), fetchWallets()]);
      return {
        kind: 'account',
        input: {
          holder: {
            firstName: me.firstName,
            lastName: me.lastName,
            email: me.email,
            mobile: me.mobile,
            birthday: me.birthday,
            createdAt: status.createdAt ?? me.createdAt,
            addressLines: addressLines(me),
          },
          identityConfirmed: status.identityConfirmed === true,
          eur: fiatAccount(wallets, 'EUR'),
          gbp: fiatAccount(wallets, 'GBP'),
        },
      };
    });

  const balance = () =>
    run(async () => {
      const [wallets, tiers] = await Promise.all([fetchWallets(), apiCall(listTiers)]);
      const walletsTotal = totalFiatValue(wallets, currency.rateOf).total;
      const invested = totalFiatValue(
        wallets.map((w) => ({ ...w, balance: w.investBalance })),
        currency.rateOf,
      ).total;
      const active = tiers.find((tier) => tier.active);
      const eurRate = currency.rateOf({ rate: '1', coin: { code: 'EUR' } });
      const tiersTotal = (active && walletFiatValue({ balance: active.amount_EUR }, eurRate)) ?? '0.00';
      return {
        kind: 'balance',
        input: {
          currency: currency.code,
          wallets: walletsTotal,
          investments: invested,
          tiers: tiersTotal,
          total: sum([walletsTotal, invested, tiersTotal]),
        },
      };
    });

  return (
    <Section title={t('profile.title')} lead={t('profile.lead')} testId="documents-section">
      {busy ? (
        <ProgressPanel phase={phase} onCancel={cancel} />
      ) : (
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonClass.secondary} onClick={account} data-testid="account-confirmation">
            {t('profile.account')}
          </button>
          <button type="button" className={buttonClass.secondary} onClick={balance} data-testid="balance-summary">
            {t('profile.balance')}
          </button>
        </div>
      )}
    </Section>
  );
}

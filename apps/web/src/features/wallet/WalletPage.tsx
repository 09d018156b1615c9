import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { CoinIcon } from '../../lib/ui/CoinIcon';
import { FormAlert } from '../../lib/ui/form';
import { ArrowUpRightIcon } from '../../lib/ui/icons';
import { Section } from '../../lib/ui/Section';
import { ShellPage } from '../../lib/ui/ShellPage';
import { buttonClass } from '../../lib/ui/styles';
import { StatementButton } from '../statements/StatementButton';
import { CoinPausedNotice, withdrawalsPaused } from './CoinPausedNotice';
import { useAccountStatus, useWalletOf } from './queries';
import { ReceiveDetails } from './ReceiveDetails';
import { TransactionList } from './TransactionList';
import { sendPath } from './transaction-link';
import { WalletBalance } from './WalletBalance';

/** /auth/wallet/:coinCode — balance, receive details and the history of one wallet. */
export function WalletPage() {
  const { t } = useTranslation();
  const { coinCode = '' } = useParams();
  const { wallet, error } = useWalletOf(coinCode);
  const status = useAccountStatus();
  const withdrawals = status.data?.supported_withdrawal_coins;
  const canSend = wallet && !withdrawalsPaused(wallet) && (!withdrawals || withdrawals.includes(wallet.coin.code));

  return (
    <ShellPage
      bare
      title={wallet ? t('wallet.titleOf', { name: wallet.coin.name }) : t('wallet.title')}
      lead={t('wallet.lead')}
    >
      {wallet === undefined && error ? <FormAlert>{errorMessage(error, t)}</FormAlert> : null}
      {wallet === undefined && !error ? <p className="text-fg-muted">{t('app.loading')}</p> : null}
      {wallet === null ? (
        <FormAlert tone="info">
          {t('wallet.none', { coin: coinCode.toUpperCase() })}{' '}
          <Link to="/auth/dashboard" className="underline underline-offset-4">
            {t('wallet.toDashboard')}
          </Link>
        </FormAlert>
      ) : null}
      {wallet ? (
        <>
          <Section title={t('wallet.balance')} testId="wallet-balance-section">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div className="flex min-w-0 items-center gap-3">
                <CoinIcon code={wallet.coin.code} />
                <WalletBalance wallet={wallet} large />
              </div>
              <div className="flex flex-wrap gap-3">
                <StatementButton wallet={wallet} />
                {canSend ? (
                  <Link to={sendPath(wallet.coin.code)} className={buttonClass.primary}>
                    <ArrowUpRightIcon />
                    {t('send.open')}
                  </Link>
                ) : null}
              </div>
            </div>
            {withdrawalsPaused(wallet) ? (
              <div className="mt-4">
                <CoinPausedNotice wallet={wallet} kind="withdraw" />
              </div>
            ) : null}
          </Section>
          <Section title={t('receive.title')} lead={t('receive.lead', { coin: wallet.coin.code })}>
            <ReceiveDetails wallet={wallet} />
          </Section>
          <Section title={t('history.title')}>
            <TransactionList wallet={wallet} />
          </Section>
        </>
      ) : null}
    </ShellPage>
  );
}

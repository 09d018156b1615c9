import type { Wallet } from '@coffer/contract';
import { useTranslation } from 'react-i18next';
import { useDisplayCurrency } from '../../lib/currency';
import { useFormatters } from '../../lib/format';
import { HIDDEN_AMOUNT, useShowBalance } from '../../lib/show-balance';
import { walletFiatValue } from './wallet-value';

/** A wallet's balance in its coin and what it is worth in the display currency, hidden on request. */
export function WalletBalance({ wallet, large = false }: { wallet: Wallet; large?: boolean }) {
  const { t } = useTranslation();
  const { coin, fiat } = useFormatters();
  const currency = useDisplayCurrency();
  const show = useShowBalance();
  const value = walletFiatValue(wallet, currency.rateOf(wallet));
  const showValue = value !== null && wallet.coin.code !== currency.code;
  return (
    <div data-testid="wallet-balance" className="min-w-0">
      <p className={`break-words font-semibold tabular-nums text-fg ${large ? 'text-3xl' : 'text-lg'}`}>
        {show ? coin(wallet.balance, wallet.coin.code) : HIDDEN_AMOUNT}
        {show ? null : <span className="sr-only">{t('dashboard.hiddenAmount')}</span>}
      </p>
      {showValue ? (
        <p className="text-sm text-fg-muted tabular-nums" data-testid="wallet-value">
          {show ? t('dashboard.worth', { value: fiat(value, currency.code) }) : HIDDEN_AMOUNT}
        </p>
      ) : null}
    </div>
  );
}

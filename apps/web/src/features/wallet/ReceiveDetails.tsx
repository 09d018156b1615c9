import type { Wallet } from '@coffer/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../lib/ui/CopyButton';
import { QrCode } from '../../lib/ui/QrCode';
import { receiveQr, useAccountHolder } from './bank-receive';
import { CoinPausedNotice } from './CoinPausedNotice';

interface Detail {
  id: string;
  label: string;
  value: string;
}

/**
 * Section 3: IBAN and BIC for EUR, sort code and account number (and IBAN) for GBP, each after the
 * account holder's name; address (and tag for XRP) otherwise.
 */
// TFunction of the default namespace: ReturnType<typeof useTranslation> grows with every feature namespace
// until TypeScript gives up on its depth.
function receiveDetails(wallet: Wallet, t: TFunction, holder: string | null): Detail[] {
  const { extra, address } = wallet;
  const holderRow = holder ? { id: 'holder', label: t('bank.holder'), value: holder } : null;
  const rows: (Detail | null)[] =
    wallet.coin.code === 'EUR'
      ? [
          holderRow,
          { id: 'iban', label: t('receive.iban'), value: address },
          extra.bic ? { id: 'bic', label: t('receive.bic'), value: extra.bic } : null,
        ]
      : wallet.coin.code === 'GBP'
        ? [
            holderRow,
            extra.sortCode ? { id: 'sortCode', label: t('receive.sortCode'), value: extra.sortCode } : null,
            extra.accountNumber
              ? { id: 'accountNumber', label: t('receive.accountNumber'), value: extra.accountNumber }
              : null,
            { id: 'iban', label: t('receive.iban'), value: address },
          ]
        : [
            { id: 'address', label: t('receive.address', { coin: wallet.coin.code }), value: address },
            extra.tag ? { id: 'tag', label: t('receive.tag'), value: extra.tag } : null,
          ];
  return rows.filter((row): row is Detail => row !== null);
}

export function ReceiveDetails({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const holder = useAccountHolder(wallet);
  const details = receiveDetails(wallet, t, holder);
  const qr = receiveQr(wallet, holder);
  return (
    <div className={`grid gap-5 sm:items-start ${qr ? 'sm:grid-cols-[auto_1fr]' : ''}`}>
      {qr ? (
        <div className="grid justify-items-center gap-2 self-start">
          <QrCode
            value={qr.value}
            ecc={qr.ecc}
            alt={qr.kind === 'epc' ? t('bank.epcQrAlt') : t('receive.qrAlt', { coin: wallet.coin.code })}
            testId="receive-qr"
          />
          {qr.kind === 'epc' ? (
            <p className="max-w-48 text-center text-sm text-fg-muted">{t('bank.epcQrHint')}</p>
          ) : null}
        </div>
      ) : null}
      <div className="grid min-w-0 gap-4">
        <CoinPausedNotice wallet={wallet} kind="deposit" />
        {wallet.coin.code === 'XRP' && wallet.extra.tag ? (
          <p className="text-sm font-medium text-warning-fg">{t('receive.tagNeeded')}</p>
        ) : null}
        <dl className="grid gap-3">
          {details.map((detail) => (
            <div key={detail.id} className="grid gap-1" data-testid={`receive-${detail.id}`}>
              <dt className="text-sm font-medium text-fg-muted">{detail.label}</dt>
              <dd className="flex items-center gap-2">
                <span className="min-w-0 flex-1 break-all rounded-xl bg-surface-2 px-3 py-2 font-mono text-sm text-fg">
                  {detail.value}
                </span>
                <CopyButton value={detail.value} label={t('receive.copy', { what: detail.label })} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

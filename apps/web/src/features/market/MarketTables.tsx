import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { FormAlert } from '../../lib/ui/form';
import { exchangesQuery, pairsQuery } from './api';
import { useMarketFormat } from './format';

const BASES = ['BTC', 'ETH', 'XRP', 'LTC', 'BCH'] as const;

function BasePicker({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('market');
  const id = useId();
  return (
    <label htmlFor={id} className="grid max-w-48 gap-1 text-sm font-medium text-fg">
      {t('coin')}
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 rounded-xl border border-border bg-bg px-3 text-base text-fg"
      >
        {BASES.map((base) => (
          <option key={base}>{base}</option>
        ))}
      </select>
    </label>
  );
}

const th = 'px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-fg-muted';
const td = 'px-2 py-2 tabular-nums';

/** Top exchanges of a pair by volume (CryptoCompare top/exchanges/full). */
export function ExchangesTable({ currency }: { currency: string }) {
  const { t } = useTranslation('market');
  const { t: tc } = useTranslation();
  const format = useMarketFormat();
  const [base, setBase] = useState<string>('BTC');
  const tsym = currency.toUpperCase();
  const query = useQuery(exchangesQuery(base, tsym));
  return (
    <div className="grid gap-3">
      <BasePicker value={base} onChange={setBase} />
      {query.isError ? <FormAlert>{errorMessage(query.error, tc)}</FormAlert> : null}
      {query.data?.stale ? <FormAlert tone="info">{t('stale')}</FormAlert> : null}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] text-sm text-fg" data-testid="market-exchanges">
          <caption className="sr-only">{t('exchangesCaption', { base, quote: tsym })}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className={th}>
                {t('exchange')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('price')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('change24h')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('volume24h')}
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data?.data.Data.Exchanges.map((row) => (
              <tr key={row.MARKET} className="border-b border-border last:border-0">
                <th scope="row" className="px-2 py-2 text-left font-semibold">
                  {row.MARKET}
                </th>
                <td className={`${td} text-right`}>{format.price(row.PRICE, tsym)}</td>
                <td
                  className={`${td} text-right ${(row.CHANGEPCT24HOUR ?? 0) >= 0 ? 'text-success-fg' : 'text-danger-fg'}`}
                >
                  {format.change(row.CHANGEPCT24HOUR)}
                </td>
                <td className={`${td} text-right`}>{format.amount(row.VOLUME24HOURTO, tsym)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Top trading pairs of a coin by volume (CryptoCompare top/pairs). */
export function PairsTable() {
  const { t } = useTranslation('market');
  const { t: tc } = useTranslation();
  const { i18n } = useTranslation();
  const [base, setBase] = useState<string>('BTC');
  const query = useQuery(pairsQuery(base));
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <div className="grid gap-3">
      <BasePicker value={base} onChange={setBase} />
      {query.isError ? <FormAlert>{errorMessage(query.error, tc)}</FormAlert> : null}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[24rem] text-sm text-fg" data-testid="market-pairs">
          <caption className="sr-only">{t('pairsCaption', { base })}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className={th}>
                {t('pair')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('volumeBase', { base })}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('volumeQuote')}
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data?.data.Data.map((row) => (
              <tr key={row.toSymbol} className="border-b border-border last:border-0">
                <th scope="row" className="px-2 py-2 text-left font-semibold">
                  {row.fromSymbol}/{row.toSymbol}
                </th>
                <td className={`${td} text-right`}>{number.format(row.volume24h)}</td>
                <td className={`${td} text-right`}>
                  {number.format(row.volume24hTo)} {row.toSymbol}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

import type { CardView } from '@coffer/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { FormAlert } from '../../lib/ui/form';
import { Section } from '../../lib/ui/Section';
import { SelectField } from '../../lib/ui/SelectField';
import { buttonClass } from '../../lib/ui/styles';
import { useWallets } from '../wallet/queries';
import { useUpdateCard } from './api';

/** The wallet the card spends from; any of the user's wallets but the platform token's. */
export function FundingCoin({ card }: { card: CardView }) {
  const { t } = useTranslation('card');
  const { t: common } = useTranslation();
  const wallets = useWallets();
  const update = useUpdateCard(card.id);
  const [coin, setCoin] = useState(card.coinCode);
  const coins = (wallets.data ?? []).map((w) => w.coin.code).filter((code) => code !== 'AMN');
  return (
    <Section title={t('funding.title')} testId="card-funding">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <SelectField
          label={t('order.coin')}
          value={coin}
          options={coins.map((code) => ({ value: code, label: code }))}
          onChange={setCoin}
        />
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={coin === card.coinCode || update.isPending}
          onClick={() => update.mutate({ coinCode: coin })}
        >
          {t('funding.save')}
        </button>
        {update.isSuccess ? <FormAlert tone="success">{t('funding.saved', { coin: card.coinCode })}</FormAlert> : null}
        {update.isError ? <FormAlert>{errorMessage(update.error, common)}</FormAlert> : null}
      </div>
    </Section>
  );
}

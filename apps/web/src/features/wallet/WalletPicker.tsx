import type { Wallet } from '@coffer/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format';
import { HIDDEN_AMOUNT, useShowBalance } from '../../lib/show-balance';
import { CoinIcon } from '../../lib/ui/CoinIcon';
import { CheckIcon, ChevronRightIcon } from '../../lib/ui/icons';
import { Modal } from '../../lib/ui/Modal';

/** A wallet as pickers show it: icon, name and code, and its balance (hidden when balances are). */
function WalletSummary({ wallet }: { wallet: Wallet }) {
  const { coin } = useFormatters();
  const show = useShowBalance();
  const code = wallet.coin.code;
  return (
    <>
      <CoinIcon code={code} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-fg">{wallet.coin.name}</span>
        <span className="block truncate text-sm text-fg-muted tabular-nums">
          {show ? coin(wallet.balance, code) : HIDDEN_AMOUNT}
        </span>
      </span>
    </>
  );
}

interface WalletPickerListProps {
  wallets: readonly Wallet[];
  selectedId?: string | undefined;
  onPick: (wallet: Wallet) => void;
  testId?: string;
}

/** Wallets to choose from, one button each; the chosen one is marked as current. */
export function WalletPickerList({ wallets, selectedId, onPick, testId }: WalletPickerListProps) {
  return (
    <ul className="grid gap-2" data-testid={testId}>
      {wallets.map((wallet) => {
        const selected = wallet.id === selectedId;
        return (
          <li key={wallet.id}>
            <button
              type="button"
              data-testid="wallet-option"
              data-coin={wallet.coin.code}
              aria-current={selected || undefined}
              onClick={() => onPick(wallet)}
              className={`flex min-h-14 w-full items-center gap-3 rounded-xl border px-3 py-2 text-left hover:bg-surface-2 ${
                selected ? 'border-primary bg-surface-2' : 'border-border bg-surface'
              }`}
            >
              <WalletSummary wallet={wallet} />
              {selected ? <CheckIcon className="shrink-0 text-primary-strong" /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

interface WalletPickerFieldProps {
  label: string;
  wallets: readonly Wallet[];
  value: string;
  onChange: (walletId: string) => void;
  testId: string;
}

/**
 * A labelled wallet choice for forms: a button showing the chosen wallet (icon, name, balance) that
 * opens the list in a dialog. Unlike a native select, each choice can show its icon and balance.
 */
export function WalletPickerField({ label, wallets, value, onChange, testId }: WalletPickerFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const selected = wallets.find((wallet) => wallet.id === value);
  return (
    <div>
      <span id={labelId} className="mb-1.5 block text-sm font-medium text-fg">
        {label}
      </span>
      <button
        type="button"
        data-testid={testId}
        data-coin={selected?.coin.code}
        aria-haspopup="dialog"
        aria-labelledby={`${labelId} ${labelId}-value`}
        onClick={() => setOpen(true)}
        className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-border bg-surface px-3 py-2 text-left hover:bg-surface-2"
      >
        <span id={`${labelId}-value`} className="flex min-w-0 flex-1 items-center gap-3">
          {selected ? (
            <WalletSummary wallet={selected} />
          ) : (
            <span className="text-fg-muted">{t('walletPicker.choose')}</span>
          )}
        </span>
        <ChevronRightIcon className="shrink-0 rotate-90 text-fg-muted" />
      </button>
      <Modal open={open} onOpenChange={setOpen} title={label} testId={`${testId}-dialog`}>
        <WalletPickerList
          wallets={wallets}
          selectedId={value}
          onPick={(wallet) => {
            setOpen(false);
            onChange(wallet.id);
          }}
        />
      </Modal>
    </div>
  );
}

import { coinName, sortCodesByWalletDisplayOrder } from '@coffer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../lib/app-config';
import { errorMessage } from '../../lib/errors';
import { CoinIcon } from '../../lib/ui/CoinIcon';
import { FormAlert } from '../../lib/ui/form';
import { PlusIcon } from '../../lib/ui/icons';
import { Modal } from '../../lib/ui/Modal';
import { showToast } from '../../lib/ui/toast';
import { useAccountStatus, useWallets, WALLETS_KEY } from '../wallet/queries';
import { createWalletAndWait } from './create-wallet';

interface CreateWalletDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Lists the supported coins the user has no wallet for; picking one creates it. */
export function CreateWalletDialog({ open, onOpenChange }: CreateWalletDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useAccountStatus();
  const wallets = useWallets();
  const config = useAppConfig();
  const held = new Set(wallets.data?.map((wallet) => wallet.coin.code));
  const available = sortCodesByWalletDisplayOrder(status.data?.supported_coins ?? []).filter((code) => !held.has(code));
  const create = useMutation({
    mutationFn: (coinCode: string) => createWalletAndWait(coinCode, config.data?.fiatAccounts === true),
    onSuccess: (list, coinCode) => {
      queryClient.setQueryData(WALLETS_KEY, list);
      showToast(t('createWallet.done', { coin: coinCode }), { tone: 'success' });
      onOpenChange(false);
    },
  });
  const failure = create.error ?? status.error;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('createWallet.title')}
      description={t('createWallet.lead')}
      testId="create-wallet-dialog"
    >
      <div className="grid gap-4">
        <div aria-live="polite">
          {failure ? <FormAlert>{errorMessage(failure, t)}</FormAlert> : null}
          {create.isPending ? (
            <p className="text-sm text-fg-muted">{t('createWallet.creating', { coin: create.variables })}</p>
          ) : null}
        </div>
        {status.isPending || wallets.isPending ? <p className="text-fg-muted">{t('app.loading')}</p> : null}
        {status.data && wallets.data && available.length === 0 ? (
          <p className="text-fg-muted">{t('createWallet.none')}</p>
        ) : null}
        <ul className="grid gap-2 sm:grid-cols-2">
          {available.map((code) => (
            <li key={code}>
              <button
                type="button"
                data-testid={`create-${code}`}
                disabled={create.isPending}
                aria-busy={(create.isPending && create.variables === code) || undefined}
                onClick={() => create.mutate(code)}
                className="flex min-h-12 w-full items-center gap-3 rounded-xl border border-border bg-surface px-3 text-left hover:bg-surface-2 disabled:opacity-60"
              >
                <CoinIcon code={code} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-fg">{coinName(code) ?? code}</span>
                  <span className="block text-sm text-fg-muted">{code}</span>
                </span>
                <PlusIcon className="shrink-0 text-primary-strong" />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}

import type { Wallet } from '@coffer/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../lib/ui/Modal';
import { sendPath, walletPath } from '../wallet/transaction-link';
import { WalletPickerList } from '../wallet/WalletPicker';

export type QuickPick = 'send' | 'receive';

interface WalletPickDialogProps {
  purpose: QuickPick | null;
  wallets: readonly Wallet[];
  onClose: () => void;
}

/** The dashboard's send and receive actions: which wallet, then its send screen or its receive details. */
export function WalletPickDialog({ purpose, wallets, onClose }: WalletPickDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A wallet paused for withdrawals cannot send; every wallet can receive.
  const choices =
    purpose === 'send' ? wallets.filter((wallet) => !wallet.maintenance && !wallet.maintenanceWithdraw) : wallets;
  return (
    <Modal
      open={purpose !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(purpose === 'receive' ? 'quickActions.receiveTitle' : 'quickActions.sendTitle')}
      testId="wallet-pick-dialog"
    >
      {choices.length === 0 ? (
        <p className="text-fg-muted">{t('quickActions.noWallet')}</p>
      ) : (
        <WalletPickerList
          wallets={choices}
          onPick={(wallet) => {
            onClose();
            const code = wallet.coin.code;
            void navigate(purpose === 'send' ? sendPath(code) : walletPath(code));
          }}
        />
      )}
    </Modal>
  );
}

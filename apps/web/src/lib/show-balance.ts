import { STORAGE_KEYS } from './storage';
import { storedSetting } from './stored-setting';

/** Section 3 saved setting showBalance: balances are shown unless the user chose to hide them. */
const showBalance = storedSetting(
  STORAGE_KEYS.showBalance,
  (stored) => stored !== 'false' && stored !== '0',
  (show: boolean) => (show ? 'true' : 'false'),
);

export const setShowBalance = showBalance.set;
/** Whether balances are shown, shared by every screen that shows one; re-renders on a change. */
export const useShowBalance = showBalance.use;

/** What stands in for a hidden amount. */
export const HIDDEN_AMOUNT = '••••••';

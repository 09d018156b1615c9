/**
 * Per-coin operator switches (spec sections 4, 6 and 7: the account status lists per-coin
 * maintenance, deposit and withdrawal support; a wallet carries maintenance, maintenanceDeposit and
 * maintenanceWithdraw). docs/decisions/0017-coin-maintenance.md.
 */

/** The switches of one coin as an operator set them; a coin never switched is open. */
export interface CoinSwitches {
  maintenance: boolean;
  deposit: boolean;
  withdraw: boolean;
}

/** What a coin allows now: maintenance pauses its deposits and withdrawals too, whatever their own switches say. */
export interface CoinFlags {
  maintenance: boolean;
  deposit: boolean;
  withdraw: boolean;
}

export const OPEN_COIN_SWITCHES: CoinSwitches = { maintenance: false, deposit: true, withdraw: true };

export function coinFlags(switches: CoinSwitches = OPEN_COIN_SWITCHES): CoinFlags {
  return {
    maintenance: switches.maintenance,
    deposit: switches.deposit && !switches.maintenance,
    withdraw: switches.withdraw && !switches.maintenance,
  };
}

/** A wallet's three flags (true means paused), from the coin's flags. */
export function walletMaintenanceFlags(flags: CoinFlags): {
  maintenance: boolean;
  maintenanceDeposit: boolean;
  maintenanceWithdraw: boolean;
} {
  return { maintenance: flags.maintenance, maintenanceDeposit: !flags.deposit, maintenanceWithdraw: !flags.withdraw };
}

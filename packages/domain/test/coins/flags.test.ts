import { describe, expect, it } from 'vitest';
import { coinFlags, OPEN_COIN_SWITCHES, walletMaintenanceFlags } from '../../src/coins/index';

describe('per-coin flags (spec sections 4, 6, 7)', () => {
  it.each([
    // maintenance, deposit, withdraw switches -> effective maintenance, deposit, withdraw
    [false, true, true, false, true, true],
    [false, false, true, false, false, true],
    [false, true, false, false, true, false],
    [false, false, false, false, false, false],
    [true, true, true, true, false, false],
    [true, false, true, true, false, false],
    [true, true, false, true, false, false],
    [true, false, false, true, false, false],
  ])('switches m=%s d=%s w=%s give m=%s d=%s w=%s', (maintenance, deposit, withdraw, m, d, w) => {
    expect(coinFlags({ maintenance, deposit, withdraw })).toEqual({ maintenance: m, deposit: d, withdraw: w });
  });

  it('a coin never switched is open', () => {
    expect(coinFlags()).toEqual({ maintenance: false, deposit: true, withdraw: true });
    expect(coinFlags(OPEN_COIN_SWITCHES)).toEqual(coinFlags());
  });

  it.each([
    [{ maintenance: false, deposit: true, withdraw: true }, [false, false, false]],
    [{ maintenance: false, deposit: false, withdraw: true }, [false, true, false]],
    [{ maintenance: false, deposit: true, withdraw: false }, [false, false, true]],
    [{ maintenance: true, deposit: false, withdraw: false }, [true, true, true]],
  ])('wallet flags of %o are paused when not allowed', (flags, [m, d, w]) => {
    expect(walletMaintenanceFlags(flags)).toEqual({ maintenance: m, maintenanceDeposit: d, maintenanceWithdraw: w });
  });
});

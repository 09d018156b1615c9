import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ExchangeAmountInput,
  exchangeAmountError,
  type WithdrawAmountInput,
  withdrawAmountError,
} from '../../src/validation/index';

const BASE: WithdrawAmountInput = { value: '1', touched: true, balance: '10', minTransfer: '0.001', decimals: 8 };

describe('withdraw amount rules (section 5, in order)', () => {
  it.each<[string, Partial<WithdrawAmountInput>, ReturnType<typeof withdrawAmountError>]>([
    ['untouched', { touched: false, value: '0' }, 'empty'],
    ['blank', { value: '   ' }, 'empty'],
    ['null', { value: null }, 'empty'],
    ['zero', { value: '0' }, 'invalid'],
    ['zero with decimals', { value: '0.000' }, 'invalid'],
    ['negative', { value: '-1' }, 'invalid'],
    ['not a number', { value: 'abc' }, 'invalid'],
    ['balance zero', { balance: '0', value: '0.5' }, 'insufficientBalance'],
    ['balance below amount', { balance: '0.99999999', value: '1' }, 'insufficientBalance'],
    ['unreadable balance', { balance: 'n/a' }, 'insufficientBalance'],
    ['whole balance', { balance: '1', value: '1' }, null],
    ['below min_transfer', { value: '0.0009' }, 'minAmount'],
    ['at min_transfer', { value: '0.001' }, null],
    ['no minimum', { minTransfer: null, value: '0.00000001' }, null],
    ['min_transfer as a JSON number', { minTransfer: 1e-7, value: '0.00000005' }, 'minAmount'],
    ['too many decimals', { value: '1.123456789' }, 'decimals'],
    ['trailing zeros do not count', { value: '1.123456780' }, null],
    ['default 2 decimals', { decimals: undefined, value: '1.234', minTransfer: null }, 'decimals'],
    ['default 2 decimals, ok', { decimals: undefined, value: '1.23', minTransfer: null }, null],
    ['insufficient wins over decimals', { balance: '0.1', value: '1.123456789' }, 'insufficientBalance'],
    ['min wins over decimals', { decimals: 2, value: '0.0001' }, 'minAmount'],
    ['valid', {}, null],
  ])('%s', (_name, change, expected) => {
    expect(withdrawAmountError({ ...BASE, ...change })).toBe(expected);
  });

  it('compares exactly where floats would not (0.1 + 0.2 balance)', () => {
    expect(withdrawAmountError({ ...BASE, balance: '0.3', value: '0.30000000', minTransfer: '0.1' })).toBeNull();
    expect(withdrawAmountError({ ...BASE, balance: '0.3', value: '0.30000001', minTransfer: '0.1' })).toBe(
      'insufficientBalance',
    );
  });

  it('never accepts more than the balance', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 12n }), (bal, amt) => {
        const text = (v: bigint) => `${v / 10n ** 8n}.${(v % 10n ** 8n).toString().padStart(8, '0')}`;
        const error = withdrawAmountError({ ...BASE, minTransfer: null, balance: text(bal), value: text(amt) });
        expect(error === 'insufficientBalance').toBe(amt > bal);
      }),
    );
  });
});

const RATE: ExchangeAmountInput = {
  value: '1',
  touched: true,
  balance: '100',
  minAmount: '0.5',
  maxAmount: 50,
  precisionAmount: 4,
};

describe('exchange amount rules (section 5)', () => {
  it.each<[string, Partial<ExchangeAmountInput>, ReturnType<typeof exchangeAmountError>]>([
    ['untouched', { touched: false }, 'empty'],
    ['zero', { value: '0' }, 'invalid'],
    ['insufficient', { value: '101' }, 'insufficientBalance'],
    ['below min', { value: '0.4' }, 'minAmount'],
    ['above max', { value: '50.0001' }, 'maxAmount'],
    ['at max', { value: '50' }, null],
    ['too precise', { value: '1.00001' }, 'decimals'],
    ['default precision 8', { precisionAmount: null, value: '1.12345678' }, null],
    ['default precision 8 exceeded', { precisionAmount: null, value: '1.123456789' }, 'decimals'],
    ['no limits', { minAmount: null, maxAmount: null, value: '0.0001' }, null],
    ['valid', {}, null],
  ])('%s', (_name, change, expected) => {
    expect(exchangeAmountError({ ...RATE, ...change })).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import type { Network } from '../../src/constants';
import { type SendAmountLimits, sendAmountError, sendDestinationError, sendTagError } from '../../src/validation/index';

describe('send destination (section 5 withdraw)', () => {
  it.each<[string, string, string, Network, ReturnType<typeof sendDestinationError>]>([
    ['a testnet address on a testnet wallet', 'BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'testnet', null],
    ['spaces around it are not the user’s', 'BTC', '  tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx ', 'testnet', null],
    [
      'a mainnet address on a testnet wallet',
      'BTC',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      'testnet',
      'address',
    ],
    ['a mainnet address on a mainnet wallet', 'BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet', null],
    ['an email is a Coffer user, whatever the coin', 'BTC', 'ada@example.com', 'testnet', null],
    ['an email for a fiat wallet', 'EUR', ' ada@example.com ', 'mainnet', null],
    ['an email for an unknown coin', 'NOPE', 'ada@example.com', 'mainnet', null],
    ['empty', 'BTC', '', 'testnet', 'required'],
    ['blank', 'BTC', '   ', 'testnet', 'required'],
    ['not an address', 'BTC', 'not-an-address', 'testnet', 'address'],
    ['an IBAN for EUR', 'EUR', 'DE89370400440532013000', 'testnet', null],
    ['a non-GB IBAN for GBP', 'GBP', 'DE89370400440532013000', 'mainnet', 'address'],
    ['a GB IBAN for GBP', 'GBP', 'GB82WEST12345698765432', 'mainnet', null],
    ['an Ethereum address for an ERC-20 token', 'USDT', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'mainnet', null],
    ['an address of an unknown coin', 'NOPE', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'mainnet', 'address'],
    ['an almost-email', 'BTC', 'ada@example', 'testnet', 'address'],
  ])('%s', (_name, coinCode, to, network, expected) => {
    expect(sendDestinationError(coinCode, to, network)).toBe(expected);
  });
});

describe('send amount: digits and a dot, then the withdraw rules in order', () => {
  const limits: SendAmountLimits = { balance: '0.50000000', minTransfer: '0.0001', decimals: 8 };
  it.each<[string, Partial<SendAmountLimits>, ReturnType<typeof sendAmountError>]>([
    ['', {}, 'empty'],
    ['   ', {}, 'empty'],
    ['1,5', {}, 'amount'],
    ['-1', {}, 'amount'],
    ['1e-3', {}, 'amount'],
    ['+1', {}, 'amount'],
    ['1.2.3', {}, 'amount'],
    ['.', {}, 'amount'],
    ['0', {}, 'invalid'],
    ['0.00', {}, 'invalid'],
    ['0.6', {}, 'insufficientBalance'],
    ['0.1', { balance: '0' }, 'insufficientBalance'],
    ['0.00001', {}, 'minAmount'],
    ['0.00001', { minTransfer: null }, null],
    ['0.123456789', {}, 'decimals'],
    ['0.123', { decimals: 2 }, 'decimals'],
    ['0.5', {}, null],
    [' 0.5 ', {}, null],
    ['0.0001', {}, null],
    ['.5', {}, null],
    ['0.', { minTransfer: null }, 'invalid'],
  ])('%j with %o gives %s', (amount, change, expected) => {
    expect(sendAmountError(amount, { ...limits, ...change })).toBe(expected);
  });
});

describe('send XRP destination tag (optional)', () => {
  it.each<[string, ReturnType<typeof sendTagError>]>([
    ['', null],
    ['   ', null],
    ['0', null],
    ['123', null],
    [' 123 ', null],
    ['4294967295', null],
    ['4294967296', 'xrpTag'],
    ['012', 'xrpTag'],
    ['-1', 'xrpTag'],
    ['1.5', 'xrpTag'],
    ['abc', 'xrpTag'],
  ])('%j gives %s', (tag, expected) => {
    expect(sendTagError(tag)).toBe(expected);
  });
});

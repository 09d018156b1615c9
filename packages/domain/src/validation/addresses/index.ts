import { ERC20_CODES } from '../../coins/families';
import type { Network } from '../../constants';
import { isValidBchAddress } from './bch';
import { isValidBtcAddress, isValidDashAddress, isValidLtcAddress } from './bitcoin';
import { isValidEthAddress } from './ethereum';
import { isValidEurAddress, isValidGbpAddress } from './fiat';
import { isValidXrpAddress } from './ripple';
import type { AddressValidator } from './types';

export * from './base58';
export * from './bch';
export * from './bitcoin';
export * from './ethereum';
export * from './fiat';
export * from './ripple';
export * from './segwit';
export * from './types';

const eth: AddressValidator = (address) => isValidEthAddress(address);

/**
 * The validator of each wallet coin (section 3 static list, plus ERC, the test token). The ERC-20
 * tokens (coins/ `ERC20_CODES`: USDT, USDC, DAI, AMN, QASH, MATIC, ERC) live on Ethereum and share
 * its address format.
 */
export const ADDRESS_VALIDATORS: Readonly<Record<string, AddressValidator>> = {
  BTC: isValidBtcAddress,
  LTC: isValidLtcAddress,
  BCH: isValidBchAddress,
  DASH: isValidDashAddress,
  XRP: (address) => isValidXrpAddress(address),
  ETH: eth,
  ...Object.fromEntries(ERC20_CODES.map((code) => [code, eth])),
  EUR: (address) => isValidEurAddress(address),
  GBP: (address) => isValidGbpAddress(address),
};

export function addressValidatorFor(coinCode: string): AddressValidator | null {
  return ADDRESS_VALIDATORS[coinCode.toUpperCase()] ?? null;
}

/** Section 5: a withdraw address is checked by its coin's own validator; unknown coins fail. */
export function isValidAddressFor(coinCode: string, address: string, network: Network): boolean {
  return addressValidatorFor(coinCode)?.(address.trim(), network) ?? false;
}
export * from './encode';

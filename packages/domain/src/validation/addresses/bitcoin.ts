import type { Network } from '../../constants';
import { isBase58Address } from './base58';
import { isSegwitAddress } from './segwit';

/** Base58 version bytes and segwit prefix of a Bitcoin-family chain on one network. */
export interface BitcoinLikeParams {
  readonly base58Versions: readonly number[];
  /** Null for chains without native segwit (Dash). */
  readonly segwitHrp: string | null;
}

export function isBitcoinLikeAddress(address: string, params: BitcoinLikeParams): boolean {
  if (isBase58Address(address, params.base58Versions)) return true;
  return params.segwitHrp !== null && isSegwitAddress(address, params.segwitHrp);
}

/** P2PKH 0x00 ('1') and P2SH 0x05 ('3'); testnet 0x6f ('m'/'n') and 0xc4 ('2'). */
export const BTC_PARAMS: Readonly<Record<Network, BitcoinLikeParams>> = {
  mainnet: { base58Versions: [0x00, 0x05], segwitHrp: 'bc' },
  testnet: { base58Versions: [0x6f, 0xc4], segwitHrp: 'tb' },
};

/**
 * Litecoin: 'L' (0x30) and 'M' (0x32), plus the legacy '3' (0x05) P2SH that older Litecoin wallets
 * still print; testnet 'm'/'n' (0x6f), 'Q' (0x3a) and legacy '2' (0xc4).
 */
export const LTC_PARAMS: Readonly<Record<Network, BitcoinLikeParams>> = {
  mainnet: { base58Versions: [0x30, 0x32, 0x05], segwitHrp: 'ltc' },
  testnet: { base58Versions: [0x6f, 0x3a, 0xc4], segwitHrp: 'tltc' },
};

/** Dash: 'X' (0x4c) and '7' (0x10); testnet 'y' (0x8c) and '8'/'9' (0x13). No segwit. */
export const DASH_PARAMS: Readonly<Record<Network, BitcoinLikeParams>> = {
  mainnet: { base58Versions: [0x4c, 0x10], segwitHrp: null },
  testnet: { base58Versions: [0x8c, 0x13], segwitHrp: null },
};

export function isValidBtcAddress(address: string, network: Network): boolean {
  return isBitcoinLikeAddress(address, BTC_PARAMS[network]);
}

export function isValidLtcAddress(address: string, network: Network): boolean {
  return isBitcoinLikeAddress(address, LTC_PARAMS[network]);
}

export function isValidDashAddress(address: string, network: Network): boolean {
  return isBitcoinLikeAddress(address, DASH_PARAMS[network]);
}

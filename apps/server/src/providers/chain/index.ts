import { createHmac } from 'node:crypto';
import {
  type CoinCode,
  cashAddress,
  composeIban,
  ethAddress,
  isErc20,
  type Network,
  p2pkhAddress,
  xrpClassicAddress,
} from '@coffer/domain';
import { loadSeed, type SeedSource } from './seed';

/** Where a wallet receives money: an address (or IBAN) and the details beside it. */
export interface ReceiveDetails {
  address: string;
  extra: { tag?: string; bic?: string; sortCode?: string; accountNumber?: string };
}

/**
 * The chain provider's side that wallets need: receive details for the n-th wallet ever opened.
 * `number` is unique per wallet (a database sequence), so every address, account number and XRP tag is.
 */
export interface ChainProvider {
  readonly sandbox: boolean;
  receiveDetails(coin: CoinCode, number: bigint): ReceiveDetails;
  externalAddress(coin: CoinCode, label: string): string;
}

/** Sandbox bank identifiers: Lithuanian-format IBAN (bank code 39990) and UK sort code 309999. */
export const SANDBOX_BANK = {
  ibanCountry: 'LT',
  ibanBankCode: '39990',
  bic: 'CFFRLT2XXXX',
  gbBankCode: 'CFFR',
  sortCode: '309999',
} as const;

/** The sandbox's own bank numbers always fit the country's format; anything else is a bug. */
function iban(country: string, bban: string): string {
  const composed = composeIban(country, bban);
  if (!composed) throw new Error(`BBAN ${bban} does not fit the ${country} IBAN format`);
  return composed;
}

const MAX_XRP_TAG = 4_294_967_295n;

/**
 * The sandbox chain: a crypto address is HMAC-SHA256(seed, "COIN:number") cut to 20 bytes and
 * encoded for the coin and network. It has no private key: the sandbox chain simulates deposits and
 * withdrawals itself; a real chain adapter brings its own keys (an xpub) instead.
 */
export class SandboxChain implements ChainProvider {
  readonly sandbox = true;
  constructor(
    private readonly seed: Buffer,
    private readonly network: Network,
  ) {}

  private payload(label: string): Buffer {
    return createHmac('sha256', this.seed).update(label).digest().subarray(0, 20);
  }

  /** The one XRP account every user deposits to; users are told apart by destination tag. */
  xrpPlatformAddress(): string {
    return xrpClassicAddress(this.payload('XRP:platform'));
  }

  /**
   * A valid address outside Coffer for `coin`, fixed by `label`: where sandbox deposits come from
   * (and where a refund goes back to).
   */
  externalAddress(coin: CoinCode, label: string): string {
    const payload = this.payload(`external:${coin}:${label}`);
    if (isErc20(coin) || coin === 'ETH') return ethAddress(payload);
    const digits = BigInt(`0x${payload.toString('hex')}`)
      .toString()
      .padStart(20, '0');
    switch (coin) {
      case 'BTC':
      case 'LTC':
      case 'DASH':
        return p2pkhAddress(coin, this.network, payload);
      case 'BCH':
        return cashAddress(this.network, payload);
      case 'XRP':
        return xrpClassicAddress(payload);
      case 'EUR':
        return iban(SANDBOX_BANK.ibanCountry, `39991${digits.slice(0, 11)}`);
      case 'GBP':
        return `401234 ${digits.slice(0, 8)}`;
      default:
        throw new Error(`no address format for ${coin}`);
    }
  }

  receiveDetails(coin: CoinCode, number: bigint): ReceiveDetails {
    if (number < 1n) throw new RangeError('a wallet number starts at 1');
    const label = `${coin}:${number}`;
    if (isErc20(coin) || coin === 'ETH') return { address: ethAddress(this.payload(label)), extra: {} };
    switch (coin) {
      case 'BTC':
      case 'LTC':
      case 'DASH':
        return { address: p2pkhAddress(coin, this.network, this.payload(label)), extra: {} };
      case 'BCH':
        return { address: cashAddress(this.network, this.payload(label)), extra: {} };
      case 'XRP':
        if (number > MAX_XRP_TAG) throw new RangeError('XRP destination tags are exhausted');
        return { address: this.xrpPlatformAddress(), extra: { tag: number.toString() } };
      case 'EUR': {
        const account = number.toString().padStart(11, '0');
        return {
          address: iban(SANDBOX_BANK.ibanCountry, `${SANDBOX_BANK.ibanBankCode}${account}`),
          extra: { bic: SANDBOX_BANK.bic },
        };
      }
      case 'GBP': {
        const accountNumber = number.toString().padStart(8, '0');
        if (accountNumber.length > 8) throw new RangeError('GBP account numbers are exhausted');
        const { gbBankCode, sortCode } = SANDBOX_BANK;
        return { address: iban('GB', `${gbBankCode}${sortCode}${accountNumber}`), extra: { sortCode, accountNumber } };
      }
      default:
        throw new Error(`no address format for ${coin}`);
    }
  }
}

const chains = new Map<string, SandboxChain>();

/** The sandbox chain for this configuration; the seed is read once per (DATA_DIR, network, CHAIN_SEED). */
export function chainFor(config: SeedSource & { network: Network }, env = process.env): ChainProvider {
  const key = `${config.dataDir}|${config.nodeEnv}|${config.network}|${env.CHAIN_SEED ?? ''}`;
  let chain = chains.get(key);
  if (!chain) {
    chain = new SandboxChain(loadSeed(config, { envName: 'CHAIN_SEED', fileName: 'chain-seed' }, env), config.network);
    chains.set(key, chain);
  }
  return chain;
}

import { createHash } from 'node:crypto';
import { COINGECKO_IDS } from '../prices/coingecko';

/** A coin of the sandbox market: wallet coins are priced by the oracle, the others by their own walk. */
export interface SandboxCoin {
  id: string;
  symbol: string;
  name: string;
  /** Wallet coin code when the price oracle prices it (BTC, ETH...). */
  oracleCode: string | null;
  /** Reference USD price of a coin the oracle does not know, as a number (display data). */
  referenceUsd: number;
  supply: number;
  maxSupply: number | null;
  /** Share of the market cap traded in a day. */
  turnover: number;
}

const WALLET_COINS: readonly [string, string, number, number | null][] = [
  // code, name, circulating supply, max supply
  ['BTC', 'Bitcoin', 19_700_000, 21_000_000],
  ['ETH', 'Ethereum', 120_200_000, null],
  ['USDT', 'Tether', 110_000_000_000, null],
  ['XRP', 'XRP', 55_000_000_000, 100_000_000_000],
  ['USDC', 'USD Coin', 33_000_000_000, null],
  ['LTC', 'Litecoin', 74_800_000, 84_000_000],
  ['BCH', 'Bitcoin Cash', 19_700_000, 21_000_000],
  ['MATIC', 'Polygon', 9_300_000_000, 10_000_000_000],
  ['DAI', 'Dai', 5_300_000_000, null],
  ['DASH', 'Dash', 12_000_000, 18_900_000],
  ['QASH', 'QASH', 350_000_000, 1_000_000_000],
  ['AMN', 'Amon', 500_000_000, 1_000_000_000],
];

/** Other well-known coins, so the list looks like a market (reference USD price, supply). */
const OTHER_COINS: readonly [string, string, string, number, number][] = [
  ['solana', 'SOL', 'Solana', 150, 460_000_000],
  ['binancecoin', 'BNB', 'BNB', 580, 146_000_000],
  ['cardano', 'ADA', 'Cardano', 0.45, 35_000_000_000],
  ['dogecoin', 'DOGE', 'Dogecoin', 0.12, 145_000_000_000],
  ['tron', 'TRX', 'TRON', 0.12, 87_000_000_000],
  ['polkadot', 'DOT', 'Polkadot', 6.5, 1_400_000_000],
  ['chainlink', 'LINK', 'Chainlink', 14, 590_000_000],
  ['avalanche-2', 'AVAX', 'Avalanche', 28, 390_000_000],
  ['shiba-inu', 'SHIB', 'Shiba Inu', 0.000018, 589_000_000_000_000],
  ['stellar', 'XLM', 'Stellar', 0.1, 29_000_000_000],
  ['monero', 'XMR', 'Monero', 160, 18_400_000],
  ['eos', 'EOS', 'EOS', 0.6, 1_500_000_000],
  ['zcash', 'ZEC', 'Zcash', 30, 16_000_000],
  ['cosmos', 'ATOM', 'Cosmos Hub', 7, 390_000_000],
  ['uniswap', 'UNI', 'Uniswap', 8, 600_000_000],
  ['near', 'NEAR', 'NEAR Protocol', 5, 1_100_000_000],
  ['aptos', 'APT', 'Aptos', 8, 450_000_000],
  ['filecoin', 'FIL', 'Filecoin', 4.5, 580_000_000],
  ['algorand', 'ALGO', 'Algorand', 0.15, 8_200_000_000],
  ['tezos', 'XTZ', 'Tezos', 0.7, 1_000_000_000],
];

/** How many coins the sandbox market lists: more than one page of 200. */
export const SANDBOX_MARKET_SIZE = 260;

function fraction(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 0x1_0000_0000;
}

function build(): SandboxCoin[] {
  const coins: SandboxCoin[] = WALLET_COINS.map(([code, name, supply, maxSupply]) => ({
    id: COINGECKO_IDS[code] ?? code.toLowerCase(),
    symbol: code.toLowerCase(),
    name,
    oracleCode: code,
    referenceUsd: 0,
    supply,
    maxSupply,
    turnover: 0.02 + fraction(`turnover:${code}`) * 0.08,
  }));
  for (const [id, symbol, name, referenceUsd, supply] of OTHER_COINS) {
    coins.push({
      id,
      symbol: symbol.toLowerCase(),
      name,
      oracleCode: null,
      referenceUsd,
      supply,
      maxSupply: null,
      turnover: 0.01 + fraction(`turnover:${id}`) * 0.1,
    });
  }
  for (let index = 1; coins.length < SANDBOX_MARKET_SIZE; index++) {
    // Generated small caps: a price between 0.0001 and 100 USD, a cap between 1 and 500 million.
    const price = 10 ** (fraction(`price:${index}`) * 6 - 4);
    const cap = 1e6 * 10 ** (fraction(`cap:${index}`) * 2.7);
    coins.push({
      id: `sandbox-token-${index}`,
      symbol: `sbx${index}`,
      name: `Sandbox Token ${index}`,
      oracleCode: null,
      referenceUsd: Number(price.toPrecision(4)),
      supply: Math.round(cap / price),
      maxSupply: null,
      turnover: 0.005 + fraction(`turnover:${index}`) * 0.1,
    });
  }
  return coins;
}

export const SANDBOX_COINS: readonly SandboxCoin[] = build();
const BY_ID = new Map(SANDBOX_COINS.map((coin) => [coin.id, coin]));
const BY_SYMBOL = new Map(SANDBOX_COINS.map((coin) => [coin.symbol.toUpperCase(), coin]));

export function sandboxCoin(id: string): SandboxCoin | undefined {
  return BY_ID.get(id);
}

export function sandboxCoinBySymbol(symbol: string): SandboxCoin | undefined {
  return BY_SYMBOL.get(symbol.toUpperCase());
}

const PALETTE = ['#f7931a', '#627eea', '#26a17b', '#2775ca', '#8247e5', '#345d9d', '#e84142', '#0033ad', '#c2a633'];

/** A small inline SVG badge for a coin (no image host in the sandbox): a coloured disc with its symbol. */
export function sandboxCoinImage(symbol: string): string {
  const colour = PALETTE[Math.floor(fraction(`colour:${symbol}`) * PALETTE.length)] ?? '#888';
  const label = symbol
    .slice(0, 3)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${colour}"/>` +
    `<text x="32" y="40" font-family="Arial,sans-serif" font-size="${label.length > 2 ? 18 : 24}" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

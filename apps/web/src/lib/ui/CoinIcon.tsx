import { isFiat } from '@coffer/domain';
import { useEffect, useState } from 'react';
import { currencySymbol } from '../currency';

type IconModule = { default: string };

/**
 * The coins @web3icons/core draws (decision 0020), each its own small chunk loaded when first
 * shown: the first screen's JavaScript carries none of them. Coins it has no icon for (AMN, ERC)
 * and fiat (EUR, GBP) keep a letter badge.
 */
const ICON_LOADERS: Readonly<Record<string, () => Promise<IconModule>>> = {
  BTC: () => import('@web3icons/core/svgs/tokens/background/BTC.svg.js'),
  ETH: () => import('@web3icons/core/svgs/tokens/background/ETH.svg.js'),
  BCH: () => import('@web3icons/core/svgs/tokens/background/BCH.svg.js'),
  LTC: () => import('@web3icons/core/svgs/tokens/background/LTC.svg.js'),
  DASH: () => import('@web3icons/core/svgs/tokens/background/DASH.svg.js'),
  XRP: () => import('@web3icons/core/svgs/tokens/background/XRP.svg.js'),
  MATIC: () => import('@web3icons/core/svgs/tokens/background/MATIC.svg.js'),
  USDT: () => import('@web3icons/core/svgs/tokens/background/USDT.svg.js'),
  USDC: () => import('@web3icons/core/svgs/tokens/background/USDC.svg.js'),
  DAI: () => import('@web3icons/core/svgs/tokens/background/DAI.svg.js'),
  QASH: () => import('@web3icons/core/svgs/tokens/background/QASH.svg.js'),
};

/** Icons already loaded, as data URLs (the CSP allows data: images), shared by every CoinIcon. */
const loaded = new Map<string, string>();

/** True when the icon set has a drawing for the coin (else the letter badge is all there is). */
export function hasCoinIcon(code: string): boolean {
  return code in ICON_LOADERS;
}

/** Loads a coin's icon once; resolves to its data URL, or null for a coin without one. */
export async function loadCoinIcon(code: string): Promise<string | null> {
  const cached = loaded.get(code);
  if (cached) return cached;
  const load = ICON_LOADERS[code];
  if (!load) return null;
  const url = `data:image/svg+xml,${encodeURIComponent((await load()).default)}`;
  loaded.set(code, url);
  return url;
}

const SIZES = { sm: 'size-7 text-[0.6rem]', md: 'size-10 text-xs' } as const;

/**
 * A coin's round icon, decorative (the coin's name or code is always written beside it): the icon
 * set's drawing once loaded, a letter badge before that and for coins it does not draw.
 */
export function CoinIcon({ code, size = 'md' }: { code: string; size?: keyof typeof SIZES }) {
  const [url, setUrl] = useState<string | null>(() => loaded.get(code) ?? null);
  useEffect(() => {
    let live = true;
    setUrl(loaded.get(code) ?? null);
    loadCoinIcon(code)
      .then((next) => {
        if (live) setUrl(next);
      })
      // A chunk that fails to load (offline) leaves the badge: the icon is decoration.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code]);
  const box = `${SIZES[size]} shrink-0 rounded-full`;
  if (url) return <img src={url} alt="" aria-hidden="true" data-coin-icon={code} className={`${box} object-cover`} />;
  return (
    <span
      aria-hidden="true"
      data-coin-badge={code}
      className={`${box} grid place-items-center bg-primary-soft font-bold text-primary-strong`}
    >
      {isFiat(code) ? currencySymbol(code) : code.slice(0, 4)}
    </span>
  );
}

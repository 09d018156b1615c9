import type { ComponentType, SVGProps } from 'react';
import { CardIcon, EarnIcon, ExchangeIcon, MarketIcon, ProfileIcon, WalletIcon } from '../../lib/ui/icons';

export type MenuEntryId = 'dashboard' | 'earn' | 'exchange' | 'card' | 'market' | 'profile';

export interface MenuEntry {
  id: MenuEntryId;
  path: string;
  /** Further path prefixes that highlight this entry (spec section 2). */
  alsoActiveFor: readonly string[];
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

export const MENU_ENTRIES: readonly MenuEntry[] = [
  { id: 'dashboard', path: '/auth/dashboard', alsoActiveFor: ['/auth/wallet'], Icon: WalletIcon },
  { id: 'earn', path: '/auth/earn', alsoActiveFor: [], Icon: EarnIcon },
  { id: 'exchange', path: '/auth/exchange', alsoActiveFor: [], Icon: ExchangeIcon },
  { id: 'card', path: '/auth/card', alsoActiveFor: [], Icon: CardIcon },
  { id: 'market', path: '/auth/market', alsoActiveFor: [], Icon: MarketIcon },
  { id: 'profile', path: '/auth/profile', alsoActiveFor: ['/auth/setting'], Icon: ProfileIcon },
];

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The side menu exists only on paths starting /auth. */
export function isMenuEnabled(pathname: string): boolean {
  return startsWithSegment(pathname, '/auth');
}

export function activeMenuEntry(pathname: string): MenuEntryId | undefined {
  return MENU_ENTRIES.find((entry) =>
    [entry.path, ...entry.alsoActiveFor].some((prefix) => startsWithSegment(pathname, prefix)),
  )?.id;
}

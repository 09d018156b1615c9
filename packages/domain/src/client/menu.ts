import { SIDE_MENU_PERMANENT_FROM_PX, SIDE_MENU_WIDTH_PX } from '../constants';
import {
  CARD_PATH,
  DASHBOARD_PATH,
  EARN_PATH,
  EXCHANGE_PATH,
  isOnOrUnderPath,
  MARKET_PATH,
  normalisePath,
  PROFILE_PATH,
} from './routes';

export type SideMenuId = 'dashboard' | 'earn' | 'exchange' | 'card' | 'market' | 'profile';

export interface SideMenuEntry {
  readonly id: SideMenuId;
  readonly path: string;
  readonly icon: string;
  /** Extra path prefixes that highlight this entry (section 2). */
  readonly alsoHighlightedFor: readonly string[];
}

/**
 * Section 2 side menu. The spec names only the menu-wallet and menu-profile icons; the other four
 * follow the same "menu-<id>" convention (decision).
 */
export const SIDE_MENU: readonly SideMenuEntry[] = [
  { id: 'dashboard', path: DASHBOARD_PATH, icon: 'menu-wallet', alsoHighlightedFor: ['/auth/wallet'] },
  { id: 'earn', path: EARN_PATH, icon: 'menu-earn', alsoHighlightedFor: [] },
  { id: 'exchange', path: EXCHANGE_PATH, icon: 'menu-exchange', alsoHighlightedFor: [] },
  { id: 'card', path: CARD_PATH, icon: 'menu-card', alsoHighlightedFor: [] },
  { id: 'market', path: MARKET_PATH, icon: 'menu-market', alsoHighlightedFor: [] },
  { id: 'profile', path: PROFILE_PATH, icon: 'menu-profile', alsoHighlightedFor: ['/auth/setting'] },
];

/** The entry to highlight for a path, or null (e.g. on the lock screen or outside /auth). */
export function highlightedMenuEntry(path: string): SideMenuId | null {
  const normal = normalisePath(path);
  const hit = SIDE_MENU.find(
    (entry) =>
      isOnOrUnderPath(normal, entry.path) || entry.alsoHighlightedFor.some((prefix) => normal.startsWith(prefix)),
  );
  return hit?.id ?? null;
}

export function isSideMenuEnabled(path: string): boolean {
  return isOnOrUnderPath(normalisePath(path), '/auth');
}

export type SideMenuMode = 'permanent' | 'overlay';

export function sideMenuMode(viewportWidthPx: number): SideMenuMode {
  return viewportWidthPx >= SIDE_MENU_PERMANENT_FROM_PX ? 'permanent' : 'overlay';
}

export interface SideMenuLayout {
  readonly enabled: boolean;
  readonly mode: SideMenuMode;
  readonly widthPx: number;
  readonly highlighted: SideMenuId | null;
}

export function sideMenuLayout(path: string, viewportWidthPx: number): SideMenuLayout {
  return {
    enabled: isSideMenuEnabled(path),
    mode: sideMenuMode(viewportWidthPx),
    widthPx: SIDE_MENU_WIDTH_PX,
    highlighted: highlightedMenuEntry(path),
  };
}

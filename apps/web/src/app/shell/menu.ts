import {
  highlightedMenuEntry,
  isSideMenuEnabled,
  SIDE_MENU,
  type SideMenuEntry,
  type SideMenuId,
} from '@coffer/domain';
import type { ComponentType, SVGProps } from 'react';
import { CardIcon, EarnIcon, ExchangeIcon, MarketIcon, ProfileIcon, WalletIcon } from '../../lib/ui/icons';

/** The domain's section 2 side menu (entries, paths, highlighting), with the web's icon for each entry. */
const ICONS: Record<SideMenuId, ComponentType<SVGProps<SVGSVGElement>>> = {
  dashboard: WalletIcon,
  earn: EarnIcon,
  exchange: ExchangeIcon,
  card: CardIcon,
  market: MarketIcon,
  profile: ProfileIcon,
};

export interface MenuEntry extends SideMenuEntry {
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

export const MENU_ENTRIES: readonly MenuEntry[] = SIDE_MENU.map((entry) => ({ ...entry, Icon: ICONS[entry.id] }));

/** The side menu exists only on paths starting /auth. */
export const isMenuEnabled = isSideMenuEnabled;

export function activeMenuEntry(pathname: string): SideMenuId | undefined {
  return highlightedMenuEntry(pathname) ?? undefined;
}

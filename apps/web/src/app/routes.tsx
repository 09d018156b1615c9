import type { ComponentType } from 'react';
import type { Params, RouteObject } from 'react-router';
import { isTermsKind } from '../features/terms/terms';
import { isWebDeepLink } from './guard';
import { lazyScreen, type Screen, ScreenView, ShellFirst } from './screen';
import { RootLayout } from './shell/RootLayout';

/**
 * What the app's history (app/history.ts) reads from a matched route before the router sees a location: the
 * screen to load first, and where to go instead (a path the route does not serve). The section 2 guards apply to
 * every route on top of this.
 */
export interface RouteHandle {
  screen?: Screen;
  redirect?: (params: Params, pathname: string) => string | null;
}

/** Route-level code splitting: each screen is its own chunk, loaded when first visited. */
function screen(
  path: string | undefined,
  load: () => Promise<ComponentType>,
  redirect?: RouteHandle['redirect'],
): RouteObject {
  const lazy = lazyScreen(load);
  const handle: RouteHandle = redirect ? { screen: lazy, redirect } : { screen: lazy };
  const element = (
    <ShellFirst>
      <ScreenView screen={lazy} />
    </ShellFirst>
  );
  return path === undefined ? { index: true, element, handle } : { path, element, handle };
}

export const routes: RouteObject[] = [
  {
    // The guards (issue 4) run in the app's history, before every navigation (app/history.ts).
    path: '/',
    element: <RootLayout />,
    children: [
      // Public pages.
      screen(undefined, () => import('../features/start/WelcomePage').then((m) => m.WelcomePage)),
      screen('start', () => import('../features/start/StartPage').then((m) => m.StartPage)),
      screen('login', () => import('../features/auth/LoginPage').then((m) => m.LoginPage)),
      screen('signup', () => import('../features/auth/SignupPage').then((m) => m.SignupPage)),
      // Auth pages that need no login.
      screen('auth/lock-screen', () => import('../features/auth/LockScreenPage').then((m) => m.LockScreenPage)),
      screen('auth/kyc', () => import('../features/kyc/KycPage').then((m) => m.KycPage)),
      // Terms pages.
      screen(
        'terms/:kind',
        () => import('../features/terms/TermsPage').then((m) => m.TermsPage),
        (params) => (isTermsKind(params.kind) ? null : '/login'),
      ),
      // The main tabbed area.
      screen('auth/dashboard', () => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage)),
      screen('auth/card', () => import('../features/card/CardPage').then((m) => m.CardPage)),
      screen('auth/card/operation/:id', () =>
        import('../features/card/CardOperationPage').then((m) => m.CardOperationPage),
      ),
      screen('auth/earn', () => import('../features/earn/EarnPage').then((m) => m.EarnPage)),
      screen('auth/exchange', () => import('../features/exchange/ExchangePage').then((m) => m.ExchangePage)),
      screen('auth/market', () => import('../features/market/MarketPage').then((m) => m.MarketPage)),
      screen('auth/market/coin/:id', () => import('../features/market/CoinPage').then((m) => m.CoinPage)),
      screen('auth/market/news/:id', () => import('../features/market/NewsArticlePage').then((m) => m.NewsArticlePage)),
      screen('auth/profile', () => import('../features/profile/ProfilePage').then((m) => m.ProfilePage)),
      screen('auth/notifications', () =>
        import('../features/support/NotificationsPage').then((m) => m.NotificationsPage),
      ),
      screen('auth/support', () => import('../features/support/SupportPage').then((m) => m.SupportPage)),
      screen('auth/support/:id', () => import('../features/support/ConversationPage').then((m) => m.ConversationPage)),
      // The support agents' page: an operator credential, not a user session.
      screen('agent', () => import('../features/support/AgentPage').then((m) => m.AgentPage)),
      screen('auth/setting/tiers', () => import('../features/tiers/TiersPage').then((m) => m.TiersPage)),
      screen('auth/setting/*', () => import('../features/settings/SettingsPage').then((m) => m.SettingsPage)),
      screen('auth/wallet/transactions', () =>
        import('../features/wallet/TransactionsPage').then((m) => m.TransactionsPage),
      ),
      screen('auth/wallet/:coinCode', () => import('../features/wallet/WalletPage').then((m) => m.WalletPage)),
      screen('auth/wallet/:coinCode/send', () => import('../features/wallet/send/SendPage').then((m) => m.SendPage)),
      // Any other path under /auth/wallet has no screen of its own: the wallets are on the dashboard.
      { path: 'auth/wallet/*', element: null, handle: { redirect: () => '/auth/dashboard' } satisfies RouteHandle },
      // Links from emails: the path is kept as received, the token rides in it.
      screen('change-email/*', () => import('../features/auth/ChangeEmailPage').then((m) => m.ChangeEmailPage)),
      screen('reset-password/*', () => import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
      // Deep link of the login email: hands the pin to the login flow (no login needed).
      screen('ask-login-2fa', () => import('../features/auth/AskLogin2faPage').then((m) => m.AskLogin2faPage)),
      // Sandbox tools: the outbox of the sandbox notifier (the page checks the app config).
      screen('dev/outbox', () => import('../features/dev/OutboxPage').then((m) => m.OutboxPage)),
      screen('maintenance', () => import('../features/maintenance/MaintenancePage').then((m) => m.MaintenancePage)),
      // Deep links opened as URLs (section 2: /exchange, /earn, /signup/CODE, /transactions/BTC/tx-1...),
      // resolved by the domain's resolver after loading what the target needs; any other path to login.
      screen(
        '*',
        () => import('./DeepLinkPage').then((m) => m.DeepLinkPage),
        (_params, pathname) => (isWebDeepLink(pathname) ? null : '/login'),
      ),
    ],
  },
];

/**
 * Every number and fixed value of the spec (mostly section 9), named once as the spec names it.
 * Durations are milliseconds unless the name says otherwise. Money-like values here are plain
 * display/business numbers in whole currency units; atomic amounts are handled by `money/`.
 */

// Section 1 and 9: client identity and defaults
export const CLIENT_VERSION = '3.5.7';
export const SUPPORTED_LANGUAGES = ['en', 'it', 'es', 'pt', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';
export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_WALLET = 'BTC';
export const NETWORKS = ['mainnet', 'testnet'] as const;
export type Network = (typeof NETWORKS)[number];
export const PRODUCTION_NETWORK: Network = 'mainnet';
export const EXCHANGE_RATE_REFRESH_MS = 30_000;
export const BLOCKCHAIN_HIGH_FEE_THRESHOLD = 25;

// Section 9: terms versions and card flags
export const TERMS_VERSION_WALLET = '1.1.0';
export const TERMS_VERSION_EARN = '1.0.0';
export const TERMS_VERSION_CARD = '1.0.0';
export const CARD_TIERS_ENABLED = true;
export const SHOW_TIERS_ONLY = false;
export const HIDE_CARD_TERMS = true;
export const CARD_REORDER_ENABLED = false;
export const CARD_LIMIT_MIN = 300;
export const CARD_LIMIT_MAX = 4000;
export const CARD_DELIVERY_COUNTRIES = ['GB'] as const;

// Section 9: withdrawals and fees by tier (whole EUR)
export const WITHDRAW_FEE = 2;
export const WITHDRAW_LIMIT_DEFAULT = 200;

// Section 4 and 9: session, PIN lock and timings
export const SESSION_INACTIVITY_MS = 840_000; // 14 minutes
export const SESSION_EXPIRY_COUNTDOWN_MS = 60_000;
export const DOUBLE_BACK_PRESS_MS = 2_000;
export const TOAST_MS = 3_000;
export const PIN_LENGTH = 4;
export const PIN_LOCKOUT_EVERY_FAILURES = 3;
export const PIN_LOCKOUT_SECONDS_PER_CYCLE = 30;
export const PIN_SHAKE_MS = 1_000;
export const PIN_COUNTDOWN_TICK_MS = 800;
/** The spec gives 30 without a unit; the web shell reads it as seconds (docs/decisions). */
export const LOCK_REFRESH_THRESHOLD = 30;
export const APP_STATE_LISTENER_DELAY_MS = 5_000;
export const BANNED_TOAST_MS = 5_000;
export const OFFLINE_TOAST_MS = 5_000;
export const OFFLINE_TOAST_WHILE_OFFLINE_MS = 1_000;
export const OFFLINE_REFRESH_WINDOW = 2;
export const WALLET_CREATION_POLL_TRIES = 10;
export const WALLET_CREATION_POLL_INTERVAL_MS = 300;
export const SHORT_WAIT_MS = 500;
export const LONG_WAIT_MS = 1_000;
export const WEB_UPDATE_CHECK_INTERVAL_S = 21_600; // 6 hours
export const WEB_UPDATE_RELOAD_DELAY_MS = 2_000;
export const NAVIGATION_HISTORY_MAX = 10;
export const PAGE_TRANSITION_FORWARD_MS = 280;
export const PAGE_TRANSITION_BACK_MS = 200;

// Section 4: cached state
export const CACHE_WAIT_MS = 3_000;
export const CACHE_POLL_MS = 200;
export const CACHE_WAIT_TRANSACTIONS_MS = 5_000;
export const CACHE_POLL_TRANSACTIONS_MS = 500;

// Section 8: interceptor thresholds ("more than N within the window")
export const BANNED_REPEAT_THRESHOLD = 5;
export const BANNED_REPEAT_WINDOW_MS = 30_000;
export const MAINTENANCE_REPEAT_THRESHOLD = 3;
export const ACCESS_DENIED_REPEAT_THRESHOLD = 3;

// Section 5 and 9: files and images
export const MAX_IMAGE_SIZE_BYTES = 6_291_456; // 6 MB
export const PHOTO_CAPTURE_QUALITY = 90;
export const PHOTO_CAPTURE_WIDTH = 1024;

// Section 2 and 9: layout
export const SIDE_MENU_WIDTH_PX = 250;
export const SIDE_MENU_PERMANENT_FROM_PX = 840;

// Section 7 and 9: paging
export const TRANSACTIONS_PAGE_SIZE = 10;
export const DEFAULT_LIST_LIMIT = 10;
export const DEFAULT_LIST_OFFSET = 0;
export const LIST_ORDERS = ['asc', 'desc'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];
export const DEFAULT_LIST_ORDER: ListOrder = 'desc';
export const CARD_OPERATIONS_MONTHLY_SPEND_PAGE_SIZE = 200;
export const MARKET_PAGE_SIZE = 200;
export const COIN_LIST_PAGE_SIZE = 50;
export const LIMIT_200 = 200;

// Section 9: number display
export const FIAT_DISPLAY_DECIMALS = 2;
export const CRYPTO_DISPLAY_DECIMALS = 8;
export const PERCENT_DISPLAY_DECIMALS = 2;
/** Section 5: amount decimals default to 2, crypto precision to 8. */
export const DEFAULT_AMOUNT_DECIMALS = 2;
export const DEFAULT_CRYPTO_PRECISION = 8;

// Section 9: PDFs
export const PDF_STATEMENT_PAGE = { width: 700, height: 840 } as const;
export const PDF_CONFIRMATION_PAGE = { width: 600, height: 840 } as const;
export const PDF_MARGINS = { horizontal: 20, vertical: 30 } as const;
export const PDF_FOOTER = 'THIS ADVISE IS COMPUTER GENERATED REQUIRING NO SIGNATURE';

/** The wallet values of the screens are the domain's rules (wallets/value). */
export { totalFiatValue, walletFiatValue } from '@coffer/domain';

export { walletRoutes } from './routes';
export {
  coinView,
  createWallet,
  discardNewUser,
  findOwnWallet,
  listOwnWallets,
  openPlatformWallet,
  supportedWalletCoin,
  walletView,
} from './service';

/** The transaction screen of section 2: /auth/wallet/transactions?coinCode&txId (&proofId). */
export function transactionPath(coinCode: string, txId: string, proofId?: string): string {
  const search = new URLSearchParams({ coinCode, txId });
  if (proofId) search.set('proofId', proofId);
  return `/auth/wallet/transactions?${search.toString()}`;
}

export function walletPath(coinCode: string): string {
  return `/auth/wallet/${encodeURIComponent(coinCode)}`;
}

export function sendPath(coinCode: string): string {
  return `${walletPath(coinCode)}/send`;
}

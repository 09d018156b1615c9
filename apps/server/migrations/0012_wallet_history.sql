-- A wallet's history (docs/decisions/0016-wallet-history.md) lists Earn moves as the ledger made them:
-- a deposit is its transfer's pieces (a withdrawal may have split one), a withdrawal the pieces it
-- removed, at the time it removed them. These indexes keep both keyset-paged and the pieces' sums cheap.
CREATE INDEX investments_transfer ON investments (transfer_id, seq);
CREATE INDEX investments_removed_transfer ON investments (removed_transfer_id, seq) WHERE removed_transfer_id IS NOT NULL;
CREATE INDEX investments_wallet_removed ON investments (wallet_id, removed_at, seq) WHERE removed_at IS NOT NULL;

-- Issue 13 (docs/decisions/0045-hot-path-foreign-keys.md): a send wrote eight rows whose foreign keys each
-- ran a lookup that share-locks the row it names (the sender's and the recipient's users and wallets, the
-- transfer, the transaction): 0.1 to 0.2 ms of the database's CPU per send, and concurrent batches naming
-- the same user or wallet had to share those locks. The rows below are the user-facing records around the
-- money: every writer resolves what they name under its own checks first (a wallet by its owner, a user by
-- the session, a transfer written in the same statement), and nothing that they name is ever deleted once
-- it has activity. `ledger verify` (check `dangling_reference`) now proves each of these references holds.
-- The ledger's own references (a posting's transfer and account) stay enforced by the database.
ALTER TABLE transactions DROP CONSTRAINT transactions_wallet_id_fkey;
ALTER TABLE transactions DROP CONSTRAINT transactions_wallet_to_id_fkey;
ALTER TABLE transactions DROP CONSTRAINT transactions_transfer_id_fkey;
ALTER TABLE transaction_entries DROP CONSTRAINT transaction_entries_transaction_id_fkey;
ALTER TABLE transaction_entries DROP CONSTRAINT transaction_entries_user_id_fkey;
ALTER TABLE transaction_entries DROP CONSTRAINT transaction_entries_wallet_id_fkey;
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_user_id_fkey;
ALTER TABLE notifications DROP CONSTRAINT notifications_user_id_fkey;

-- Filtered lists stay flat deep in a long history (issue 13, docs/decisions/0031-flat-history.md): a list
-- filtered by type (with or without dates) is an index range on (owner, type, time, seq), read newest
-- first and cut at the page, instead of a walk over every row of the owner.
CREATE INDEX transaction_entries_wallet_type_time ON transaction_entries (wallet_id, type, created_at, wallet_seq);
CREATE INDEX transaction_entries_user_type_time ON transaction_entries (user_id, type, created_at, user_seq);

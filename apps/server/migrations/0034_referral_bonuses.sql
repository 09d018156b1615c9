-- Issue 18: one row per referred user whose bonuses were paid (the primary key makes it once).
CREATE TABLE referral_bonuses (
  referred_user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  referrer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  referred_transaction_id uuid,
  referral_transaction_id uuid,
  paid_at timestamptz NOT NULL
);

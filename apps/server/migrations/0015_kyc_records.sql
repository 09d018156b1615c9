-- One KYC record per user (issue 14). The record's status follows the domain's KYC status names
-- (PENDING_DOCUMENT, UNDER_REVIEW, APPROVED, ERROR, CLOSED); identity_confirmed and
-- proof_of_address_confirmed are the flags the spec's approval rule reads. A user without a row has
-- never started: an empty record, identity not confirmed. Other KYC tables (documents, questionnaire,
-- provider events) come in later migrations of modules/kyc.
CREATE TABLE kyc_records (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDING_DOCUMENT',
  identity_confirmed boolean NOT NULL DEFAULT false,
  proof_of_address_confirmed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

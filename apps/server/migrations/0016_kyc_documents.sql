-- KYC documents, the questionnaire and the provider's webhook events (issue 14, decision 0023).
-- A document's file lives encrypted in the file store under storage_key (never a URL); thumb_key is
-- its small JPEG (none for a PDF). At most one live (PENDING or CONFIRMED) upload per type and side:
-- the partial unique index makes kyc_document_already_exist hold under concurrent uploads.
CREATE TABLE kyc_documents (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  side text,
  country text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING',
  reason text,
  mime text NOT NULL,
  size_bytes integer NOT NULL,
  storage_key text NOT NULL,
  thumb_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz
);
CREATE INDEX kyc_documents_user ON kyc_documents (user_id, created_at);
CREATE UNIQUE INDEX kyc_documents_live ON kyc_documents (user_id, type, COALESCE(side, ''))
  WHERE status IN ('PENDING', 'CONFIRMED');

CREATE TABLE kyc_questionnaires (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  answers jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The sandbox reviewer's auto-review deadline (KYC_AUTO_REVIEW_SECONDS), set when review starts.
ALTER TABLE kyc_records ADD COLUMN review_due_at timestamptz;

-- Webhook events already applied: a replayed event id is acknowledged and ignored.
CREATE TABLE kyc_provider_events (
  event_id text PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now()
);

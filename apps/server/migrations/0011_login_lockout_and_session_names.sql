-- Failed sign-ins are counted per email address attempted, whether or not an account has it, so a
-- lockout and the remaining-attempts warning look the same for every address (decision 0019).
ALTER TABLE login_failures ADD COLUMN email text;
UPDATE login_failures f SET email = u.email FROM users u WHERE u.id = f.user_id;
DELETE FROM login_failures WHERE email IS NULL;
ALTER TABLE login_failures ALTER COLUMN email SET NOT NULL;
ALTER TABLE login_failures ALTER COLUMN user_id DROP NOT NULL;
-- A completed password reset or `ops user unlock` lifts the failures counted so far (kept for support).
ALTER TABLE login_failures ADD COLUMN lifted_at timestamptz;
CREATE INDEX login_failures_email ON login_failures (email, created_at DESC);

-- How people name a session's device ("Chrome" on "Android", "Samsung SM-S928B"), parsed from its user
-- agent when the session opens; older sessions are named from their stored user agent when listed.
ALTER TABLE sessions ADD COLUMN browser text;
ALTER TABLE sessions ADD COLUMN os text;
ALTER TABLE sessions ADD COLUMN device text;

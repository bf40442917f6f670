-- Issue #40: before it, a firm's provider was linked to an existing account without its holder's consent (a pending
-- invitation or membership sufficed). Such a link is the firm-sso account added to a user after their password
-- account; accounts the provider created have no earlier password account. Removing these links makes the holder's
-- next single sign-on ask their consent by email, as any first sign-in into an existing account now does.
DELETE FROM "accounts" AS "sso"
USING "accounts" AS "credential"
WHERE "sso"."provider_id" LIKE 'firm-sso:%'
  AND "credential"."user_id" = "sso"."user_id"
  AND "credential"."provider_id" = 'credential'
  AND "credential"."created_at" < "sso"."created_at";

-- A rotated validation key stays usable for a short grace period (REFRESH_REUSE_GRACE_MS), like a
-- used refresh token: a browser that reloads while its anonymous refresh is in flight never stores
-- the new key, and would otherwise lose its anonymous identity and cart.
alter table anonymous_identities add column previous_validation_key_hash text;
alter table anonymous_identities add column rotated_at timestamptz;

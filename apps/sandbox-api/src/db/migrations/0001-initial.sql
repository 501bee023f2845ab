-- Sandbox bookkeeping and the keys tokens are signed with.

create table sandbox_meta (
  key text primary key,
  value jsonb not null
);

create table signing_keys (
  kid text primary key,
  alg text not null,
  public_jwk jsonb not null,
  private_jwk jsonb not null,
  created_at timestamptz not null
);

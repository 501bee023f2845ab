-- Identity: storefronts, customers, refresh tokens, tickets, anonymous identities and the
-- outbox of emails the sandbox "sends". Seeds the three stores and the demo customer.

create table storefronts (
  id text primary key,
  tenant text not null,
  idp_client_id text not null unique,
  idp_connection text not null,
  anon_service_key text not null unique
);

create index storefronts_tenant_idx on storefronts (tenant);

create table customers (
  id text primary key,
  tenant text not null,
  email text not null,
  password_hash text not null,
  first_name text,
  last_name text,
  company text,
  title text,
  locale text,
  email_verified boolean not null default false,
  created_at timestamptz not null,
  constraint customers_tenant_email_key unique (tenant, email),
  constraint customers_email_lowercase check (email = lower(email))
);

create table refresh_tokens (
  token_hash text primary key,
  family_id text not null,
  customer_id text not null references customers (id) on delete cascade,
  store_front_id text not null references storefronts (id),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);

create index refresh_tokens_family_idx on refresh_tokens (family_id);

create table tickets (
  id text primary key,
  type text not null check (type in ('reset_password', 'verify_email')),
  customer_id text not null references customers (id) on delete cascade,
  params jsonb not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table anonymous_identities (
  anonymous_id text primary key,
  service_key text not null references storefronts (anon_service_key),
  validation_key_hash text not null,
  merged_into text references customers (id) on delete set null,
  merged_at timestamptz,
  created_at timestamptz not null
);

create table outbox (
  id integer primary key generated always as identity,
  "to" text not null,
  subject text not null,
  text text not null,
  link text,
  sent_at timestamptz not null
);

create index outbox_to_idx on outbox ("to");

insert into storefronts (id, tenant, idp_client_id, idp_connection, anon_service_key) values
  ('boxup', 'north-america', 'boxup-storefront', 'boxup', 'boxupAnonServiceKey001'),
  ('ybd', 'north-america', 'ybd-storefront', 'ybd', 'ybdAnonServiceKey00001'),
  ('kartonwerk', 'germany', 'kartonwerk-storefront', 'kartonwerk', 'kartonwerkAnonKey00001');

-- demo@boxup.example / Boxes4All! (bcrypt, cost 10)
insert into customers (
  id, tenant, email, password_hash, first_name, last_name, company, title, locale,
  email_verified, created_at
) values (
  'cus_demo_dana_whitfield', 'north-america', 'demo@boxup.example',
  '$2b$10$XszF2RjQ6uctaY1u7Jo0Tea9tgXLim3hcf085zY1yswct.mArB0Xe',
  'Dana', 'Whitfield', 'Whitfield Candles', null, 'en-US',
  true, '2024-01-01T00:00:00Z'
);

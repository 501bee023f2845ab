-- Ecommerce and payment services: customer commerce profiles (addresses, customer group and
-- invoice flags), carts (one JSON document per cart, versioned), orders, payments, and the
-- card sandbox's client tokens, nonces and idempotency keys. Seeds the demo customer's profile.
-- Documents the API shows are `json`, not `jsonb`, so their keys keep the order they were
-- written in.

create table commerce_customer_profiles (
  customer_id text primary key references customers (id) on delete cascade,
  version integer not null check (version >= 1),
  customer_group text not null,
  on_account boolean not null default false,
  invoice_without_terms_enabled boolean not null default false,
  is_address_identical boolean not null default false,
  newsletter_status text not null default 'unsubscribed',
  addresses json not null default '[]',
  default_billing_address_id text,
  default_shipping_address_id text,
  updated_at timestamptz not null
);

create table commerce_carts (
  id text primary key,
  tenant text not null,
  storefront_id text not null references storefronts (id),
  customer_id text references customers (id) on delete set null,
  anonymous_id text references anonymous_identities (anonymous_id) on delete set null,
  cart_state text not null check (cart_state in ('Active', 'Merged', 'Ordered')),
  version integer not null check (version >= 1),
  data json not null,
  merged_into_cart_id text references commerce_carts (id),
  checkout_lock text,
  created_at timestamptz not null,
  last_modified_at timestamptz not null
);

-- One active cart per customer and store, and per anonymous shopper and store.
create unique index commerce_carts_active_customer_idx on commerce_carts (storefront_id, customer_id)
  where cart_state = 'Active' and customer_id is not null;
create unique index commerce_carts_active_anonymous_idx on commerce_carts (storefront_id, anonymous_id)
  where cart_state = 'Active' and customer_id is null and anonymous_id is not null;

create sequence commerce_order_number_seq start with 100001;

create table commerce_orders (
  id text primary key,
  order_number text not null unique,
  tenant text not null,
  storefront_id text not null references storefronts (id),
  cart_id text not null unique references commerce_carts (id),
  customer_id text references customers (id) on delete set null,
  anonymous_id text,
  customer_email text,
  order_state text not null,
  payment_state text not null check (payment_state in ('Paid', 'BalanceDue', 'Pending')),
  version integer not null check (version >= 1),
  data json not null,
  created_at timestamptz not null,
  order_number_visible_at timestamptz not null
);

create index commerce_orders_customer_idx on commerce_orders (storefront_id, customer_id);

create table commerce_payments (
  id text primary key,
  tenant text not null,
  storefront_id text not null references storefronts (id),
  cart_id text,
  order_id text references commerce_orders (id),
  payment_type text not null,
  payment_instrument_type text,
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null,
  status text not null,
  transaction_id text,
  details jsonb not null,
  created_at timestamptz not null
);

create table payment_client_tokens (
  token_hash text primary key,
  tenant text not null,
  storefront_id text not null references storefronts (id),
  created_at timestamptz not null,
  expires_at timestamptz not null
);

create table payment_nonces (
  nonce text primary key,
  tenant text not null,
  storefront_id text not null references storefronts (id),
  payment_instrument_type text not null,
  card jsonb not null,
  outcome text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  consumed_at timestamptz
);

create table payment_idempotency_keys (
  scope text not null,
  key text not null,
  fingerprint text not null,
  status_code integer,
  response json,
  created_at timestamptz not null,
  completed_at timestamptz,
  primary key (scope, key)
);

-- The demo customer (demo@boxup.example) is a business customer allowed to pay by invoice
-- without terms (not with terms: not on account), with one saved address used for both.
insert into commerce_customer_profiles (
  customer_id, version, customer_group, on_account, invoice_without_terms_enabled,
  is_address_identical, newsletter_status, addresses, default_billing_address_id,
  default_shipping_address_id, updated_at
) values (
  'cus_demo_dana_whitfield', 1, 'business', false, true, true, 'unsubscribed',
  '[{"id":"addr_demo_arlington","company":"Whitfield Candles","firstName":"Dana","lastName":"Whitfield","streetName":"1200 Ballpark Way","additionalStreetInfo":"Suite 4","postalCode":"76011","city":"Arlington","state":"TX","country":"US","phone":"+1 817 555 0142","email":"demo@boxup.example"}]',
  'addr_demo_arlington', 'addr_demo_arlington', '2024-01-01T00:00:00Z'
);

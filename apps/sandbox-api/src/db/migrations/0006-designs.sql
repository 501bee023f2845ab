-- Designs of the session service (GET/POST /session/designs, PUT/DELETE /session/designs/{id},
-- :rename, :duplicate) and the artwork uploads of the assets service (POST /assets/uploads).
-- A design or upload belongs to a customer or, until its anonymous session signs in, to an
-- anonymous identity: `customer_id` is set once it belongs to a customer. Product keys are not
-- foreign keys, as in 0004: reseeding the catalogue keeps designs. Upload bytes live in files
-- (or in memory); this table holds their metadata.

create table asset_uploads (
  id text primary key,
  storefront_id text not null references storefronts (id),
  customer_id text references customers (id) on delete set null,
  anonymous_id text references anonymous_identities (anonymous_id),
  filename text not null,
  content_type text not null
    check (content_type in ('application/pdf', 'image/svg+xml', 'image/png', 'image/jpeg')),
  bytes integer not null check (bytes > 0),
  width integer check (width > 0),
  height integer check (height > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null
);

create index asset_uploads_customer_idx on asset_uploads (customer_id);

create table designs (
  id text primary key,
  storefront_id text not null references storefronts (id),
  customer_id text references customers (id) on delete cascade,
  anonymous_id text references anonymous_identities (anonymous_id),
  name text not null check (length(btrim(name)) between 1 and 100),
  product_key text not null,
  selection jsonb not null,
  document jsonb not null,
  document_bytes integer not null check (document_bytes >= 0),
  preview_asset_id text references asset_uploads (id),
  version integer not null check (version >= 1),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  constraint designs_owner check (customer_id is not null or anonymous_id is not null)
);

create index designs_customer_idx on designs (customer_id, updated_at desc);
create index designs_anonymous_idx on designs (anonymous_id, updated_at desc);

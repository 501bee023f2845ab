-- Engagement: quote requests (POST /ecommerce/…/order-quotation), share links
-- (POST /session/generateUniqueURL) and content form submissions
-- (POST /content/forms/{formId}/submissions). Every timestamp comes from the sandbox clock.
-- Product keys are not foreign keys: the catalogue is reseeded with `delete from
-- catalog_products`, and a quote or link keeps the key it was made for.

create table quotes (
  id text primary key check (id ~ '^Q-[0-9]{6}$'),
  tenant text not null,
  storefront_id text not null references storefronts (id),
  customer_id text references customers (id) on delete set null,
  kind text not null check (kind in ('quote', 'higher-quantity')),
  product_key text not null,
  product_name text not null,
  quantity integer not null check (quantity >= 1),
  size text,
  print_option text,
  color text,
  contact_name text not null,
  contact_email text not null,
  contact_phone text,
  contact_company text,
  comments text,
  culture text,
  status text not null default 'received',
  received_at timestamptz not null,
  respond_by timestamptz not null
);

create index quotes_customer_idx on quotes (customer_id);

create table share_links (
  id text primary key,
  storefront_id text not null references storefronts (id),
  kind text not null check (kind in ('product', 'design')),
  product_key text,
  design_id text,
  selection jsonb not null,
  site_url text not null,
  unique_url text not null,
  name text not null,
  recipient_email text,
  culture text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  constraint share_links_target check (
    (kind = 'product' and product_key is not null) or (kind = 'design' and design_id is not null)
  )
);

create table form_submissions (
  id text primary key,
  form_id text not null,
  storefront_id text not null references storefronts (id),
  locale text not null check (locale in ('en', 'de')),
  field_values jsonb not null,
  reply_to text,
  received_at timestamptz not null
);

create index form_submissions_form_idx on form_submissions (storefront_id, form_id);

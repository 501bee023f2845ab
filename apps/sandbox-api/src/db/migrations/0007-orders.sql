-- Newsletter subscriptions of the ecommerce service (GET newsletter/subscription/status,
-- POST newsletter/subscribe and newsletter/unsubscribe). One row per tenant, audience and
-- email (lower-cased); unsubscribing keeps the row with its dates. Order statuses, invoices
-- and receipts need no tables: they are computed from `commerce_orders` on the sandbox clock.

create table newsletter_subscriptions (
  tenant text not null,
  audience_id text not null,
  email text not null check (email = lower(email)),
  status text not null check (status in ('subscribed', 'unsubscribed')),
  customer_id text references customers (id) on delete set null,
  subscribed_at timestamptz,
  unsubscribed_at timestamptz,
  updated_at timestamptz not null,
  primary key (tenant, audience_id, email)
);

create index newsletter_subscriptions_customer_idx on newsletter_subscriptions (customer_id);

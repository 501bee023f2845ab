-- The analytics sink (POST /analytics/segment/identify, /page, /track, /batch). Each store has
-- a write key; every accepted message is one row of analytics_events, stored once per store
-- and message id (a message sent again is a duplicate and is not stored twice).

create table analytics_write_keys (
  write_key text primary key,
  storefront_id text not null references storefronts (id),
  created_at timestamptz not null
);

create index analytics_write_keys_storefront_idx on analytics_write_keys (storefront_id);

insert into analytics_write_keys (write_key, storefront_id, created_at) values
  ('boxup-sandbox-write-key', 'boxup', '2024-01-01T00:00:00Z'),
  ('ybd-sandbox-write-key', 'ybd', '2024-01-01T00:00:00Z'),
  ('kartonwerk-sandbox-write-key', 'kartonwerk', '2024-01-01T00:00:00Z');

create table analytics_events (
  id integer primary key generated always as identity,
  storefront_id text not null references storefronts (id),
  type text not null check (type in ('identify', 'page', 'track')),
  message_id text not null check (length(message_id) between 1 and 200),
  event text,
  name text,
  user_id text,
  anonymous_id text,
  properties jsonb not null,
  traits jsonb not null,
  context jsonb not null,
  timestamp timestamptz,
  sent_at timestamptz,
  received_at timestamptz not null,
  constraint analytics_events_message_key unique (storefront_id, message_id),
  constraint analytics_events_visitor check (user_id is not null or anonymous_id is not null),
  constraint analytics_events_track_event check (type <> 'track' or event is not null)
);

create index analytics_events_storefront_event_idx on analytics_events (storefront_id, event);
create index analytics_events_anonymous_idx on analytics_events (anonymous_id);
create index analytics_events_user_idx on analytics_events (user_id);

-- $1 samples are unprinted (issue 13, defect 6): the sample pages and cards said 'unprinted'
-- while the selector offered 'Outside full colour'. A sample now has no print options, like the
-- insert, and one price per size under the empty print option (see services/catalog/seed.ts).
delete from catalog_print_options
where product_key in (select product_key from catalog_products where kind = 'sample');

update catalog_products set default_print_option = null where kind = 'sample';

update catalog_price_tiers set print_option = ''
where product_key in (select product_key from catalog_products where kind = 'sample');

-- SMS budgets (issue 9): a number's codes are counted apart for its owner's own devices and for
-- everyone else, so a stranger cannot spend the owner's codes; a successful login or recovery
-- stops the earlier codes of the number from counting against its budgets.
alter table sms_code add column owner_device boolean not null default false;
alter table sms_code add column phone_counted boolean not null default true;

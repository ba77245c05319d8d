-- The pair a refresh token was rotated into, sealed with a key only that token yields (issue 9):
-- a racing second use inside the overlap window gets this same pair once, never a new one; the
-- column is emptied when that happens, and a further use revokes the family.
alter table session_token add column rotated_pair text;

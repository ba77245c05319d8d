// Strings of the catalogue pages' "promo" part (en_US), reached as `cat.promo.*`.
export default {};

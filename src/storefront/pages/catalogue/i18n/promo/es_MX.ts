// Strings of the catalogue pages' "promo" part (es_MX), reached as `cat.promo.*`.
export default {};

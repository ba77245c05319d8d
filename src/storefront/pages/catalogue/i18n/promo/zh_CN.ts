// Strings of the catalogue pages' "promo" part (zh_CN), reached as `cat.promo.*`.
export default {};

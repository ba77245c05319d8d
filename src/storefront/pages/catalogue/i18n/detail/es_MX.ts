// Strings of the catalogue pages' "detail" part (es_MX), reached as `cat.detail.*`.
export default {};

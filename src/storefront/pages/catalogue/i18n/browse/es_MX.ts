// Strings of the catalogue pages' "browse" part (es_MX), reached as `cat.browse.*`.
export default {};

// Strings of the catalogue pages' "content" part (es_MX), reached as `cat.content.*`.
export default {};

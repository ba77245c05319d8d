// Strings of the catalogue pages' "detail" part (en_US), reached as `cat.detail.*`.
export default {};

// Strings of the catalogue pages' "browse" part (en_US), reached as `cat.browse.*`.
export default {};

// Strings of the catalogue pages' "content" part (en_US), reached as `cat.content.*`.
export default {};

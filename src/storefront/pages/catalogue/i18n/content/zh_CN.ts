// Strings of the catalogue pages' "content" part (zh_CN), reached as `cat.content.*`.
export default {};

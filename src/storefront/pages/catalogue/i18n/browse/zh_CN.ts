// Strings of the catalogue pages' "browse" part (zh_CN), reached as `cat.browse.*`.
export default {};

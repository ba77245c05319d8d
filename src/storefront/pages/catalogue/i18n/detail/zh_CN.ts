// Strings of the catalogue pages' "detail" part (zh_CN), reached as `cat.detail.*`.
export default {};

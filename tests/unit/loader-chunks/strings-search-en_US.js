// Stands in for a dictionary chunk; records (once, as a module runs once) that it was fetched.
(globalThis.__vitrinaStrings ??= []).push('search-en_US');
export default {};

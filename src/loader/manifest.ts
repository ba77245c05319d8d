// Replaced at build time by the manifest of the ESM build (see rollup.config.mjs).
export const manifest: {
  runtime: string;
  api: string;
  widgets: Record<string, string>;
  /** scope (core or a widget) → locale → dictionary chunk */
  i18n: Record<string, Record<string, string>>;
  storefront?: string;
} = {
  runtime: '',
  api: '',
  widgets: {},
  i18n: {},
};

/**
 * Stored image paths are site-relative; replies carry absolute URLs because widgets render them
 * on partner pages of another origin. The base is the configured public URL (see public-url.ts),
 * read when a URL is made: in development it is known only once the server listens.
 */
export function createAssetUrl(publicUrl: () => string) {
  return (path: string): string => {
    if (path === '' || /^https?:\/\//.test(path)) return path;
    return `${publicUrl()}${path}`;
  };
}

export type AssetUrl = ReturnType<typeof createAssetUrl>;

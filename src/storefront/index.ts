// Full-page mode entry (filled in by the storefront shell).
export {};

export function build(options?: { quiet?: boolean }): Promise<Record<string, { raw: number; gzip: number; brotli: number }>>;
export function measure(): Record<string, { raw: number; gzip: number; brotli: number }>;
export function printSizes(sizes: Record<string, { raw: number; gzip: number; brotli: number }>): void;
export function precompress(dir: string): Record<string, { raw: number; gzip: number; brotli: number }>;

import type { StatsFs } from 'node:fs';

export declare const MIN_FREE_BYTES: number;
export interface FastTmpOptions {
  candidates?: string[];
  statfs?: (dir: string) => Pick<StatsFs, 'bavail' | 'bsize'>;
}
export declare function pickFastTmp(options?: FastTmpOptions): string | undefined;
export declare function makeRunTmp(options?: FastTmpOptions): { dir: string; remove(): void } | undefined;
export declare function sweepStaleRuns(base: string, isAlive?: (pid: number) => boolean): void;

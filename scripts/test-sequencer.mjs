// The order `npm test` starts its files in: the browser files first, then the API files, then the
// unit files; within a project, vitest's own order (a file that failed last time, then the longest
// last time, then the largest when a fresh clone has no timings yet).
//
// Vitest's own order runs projects by name (api, e2e, unit), so on a fresh clone the browser
// files, the longest of the suite (20–65 s each against 1–15 s for most API and unit files),
// started only once the API queue was empty, and the last of them ran on alone at the end.
// Longest first lets the short files fill the workers at the end instead.
import { BaseSequencer } from 'vitest/node';

const RANK = { e2e: 0, api: 1, 'unit-isolated': 2, unit: 3 };

export class BrowserFilesFirst extends BaseSequencer {
  async sort(files) {
    const sorted = await super.sort(files);
    const rank = (file) => RANK[file.project.name] ?? 3;
    // Array.prototype.sort is stable: each project keeps vitest's order
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

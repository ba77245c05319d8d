// A vitest reporter for `npm test` (scripts/test.mjs), after the default one: per project, its
// files and tests and how long they took (the wall time from its first file's start to its last
// file's end, and the sum of its files' own times, which overlap when files run side by side),
// then the slowest files and every failed test (named again at the end, where a reader looks). A
// file's own time is what vitest prints beside it: its import and collection plus its hooks and tests.

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export default class TestSummary {
  started = new Map();
  ended = new Map();

  onTestModuleStart(testModule) {
    this.started.set(testModule.moduleId, Date.now());
  }

  onTestModuleEnd(testModule) {
    this.ended.set(testModule.moduleId, Date.now());
  }

  onTestRunEnd(testModules) {
    const projects = new Map();
    const files = [];
    const failed = [];
    for (const testModule of testModules) {
      const name = testModule.project.name || 'root';
      const diagnostic = testModule.diagnostic();
      const own = diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.duration;
      const all = [...testModule.children.allTests()];
      const tests = all.length;
      for (const test of all)
        if (test.result().state === 'failed') failed.push(`${name} ${testModule.relativeModuleId} > ${test.fullName}`);
      if (testModule.state() === 'failed' && !all.some((test) => test.result().state === 'failed'))
        failed.push(`${name} ${testModule.relativeModuleId} (the file itself: a hook or an import)`);
      const from = this.started.get(testModule.moduleId);
      const to = this.ended.get(testModule.moduleId);
      const project = projects.get(name) ?? { files: 0, tests: 0, own: 0, from: Infinity, to: -Infinity };
      project.files += 1;
      project.tests += tests;
      project.own += own;
      if (from !== undefined) project.from = Math.min(project.from, from);
      if (to !== undefined) project.to = Math.max(project.to, to);
      projects.set(name, project);
      files.push({ name: `${name} ${testModule.relativeModuleId}`, own, tests });
    }
    const lines = ['', 'Per project (wall: first file start → last file end; files: sum of per-file times):'];
    for (const [name, p] of projects) {
      const wall = Number.isFinite(p.from) && Number.isFinite(p.to) ? seconds(p.to - p.from) : 'n/a';
      lines.push(
        `  ${name.padEnd(6)} ${String(p.files).padStart(4)} files ${String(p.tests).padStart(5)} tests   wall ${wall.padStart(8)}   files ${seconds(p.own).padStart(8)}`,
      );
    }
    lines.push('Slowest files:');
    for (const file of files.sort((a, b) => b.own - a.own).slice(0, 12)) {
      lines.push(`  ${seconds(file.own).padStart(8)}  ${file.name} (${file.tests} tests)`);
    }
    if (failed.length > 0) lines.push(`Failed (${failed.length}):`, ...failed.map((line) => `  ✗ ${line}`));
    console.log(lines.join('\n'));
  }
}

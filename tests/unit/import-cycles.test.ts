// No module imports itself back, through any chain of imports (issue 10): a cycle makes evaluation
// order depend on who is imported first, and ties rooms together that the layout keeps apart.
// Type-only imports are erased by the compiler and do not count; dynamic `import()` does, since
// the chunk it loads runs the chain all the same.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const root = resolve(__dirname, '../..');
const roots = ['src', 'server/src'];
const extensions = ['.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The project files a module imports, at run time (static or dynamic, not type-only). */
function runtimeImports(file: string, known: Set<string>): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) specifiers.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.flatMap((spec) => {
    if (!spec.startsWith('.')) return [];
    const base = resolve(dirname(file), spec.replace(/\?inline$/, ''));
    const hit = [base, ...extensions.map((ext) => base + ext)].find((candidate) => known.has(candidate));
    return hit ? [hit] : [];
  });
}

/** Every cycle's smallest rotation, once (Tarjan's strongly connected components, then one path each). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const strongConnect = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        strongConnect(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      const selfLoop = component.length === 1 && (graph.get(v) ?? []).includes(v);
      if (component.length > 1 || selfLoop) components.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) strongConnect(v);
  // One readable chain per component: from its first file, back to it.
  return components.map((component) => {
    const members = new Set(component);
    const [start] = [...component].sort();
    const path: string[] = [];
    const seen = new Set<string>();
    const walk = (v: string): boolean => {
      path.push(v);
      seen.add(v);
      for (const w of graph.get(v) ?? []) {
        if (w === start && path.length > 0) return true;
        if (members.has(w) && !seen.has(w) && walk(w)) return true;
      }
      path.pop();
      return false;
    };
    if (start) walk(start);
    return [...path, start ?? ''].map((f) => relative(root, f));
  });
}

describe('import graph', () => {
  const files = roots.flatMap((dir) => sourceFiles(join(root, dir)));
  const known = new Set(files);
  const graph = new Map(files.map((file) => [file, runtimeImports(file, known)]));

  test('reads the whole tree', () => {
    expect(files.length).toBeGreaterThan(300);
    expect([...graph.values()].flat().length).toBeGreaterThan(1000);
  });

  test('has no cycle', () => {
    expect(cycles(graph).map((chain) => chain.join(' → '))).toEqual([]);
  });

  test('finds a cycle when there is one (the check can fail)', () => {
    const a = '/x/a.ts';
    const b = '/x/b.ts';
    const c = '/x/c.ts';
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, [a]],
        ]),
      ),
    ).toHaveLength(1);
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, []],
        ]),
      ),
    ).toEqual([]);
  });
});

// Writes packages/sdk/src/generated.ts: the widgets, their attributes, the event names and the
// commands, read from the SDK's own sources with the TypeScript compiler, so the package's types
// cannot drift from what ships:
//   - the widgets: src/widgets/registry.json, in its order;
//   - each widget's attributes: the props its component (the `Component` given to defineWidget in
//     src/widgets/<name>/index.ts) declares, camelCase → kebab-case as the runtime maps them back;
//   - the event names: the `VitrinaEvent` union of src/core/events.ts;
//   - the commands: the dispatcher's table, `CommandTable` of src/core/runtime/commands.ts.
// `node packages/sdk/scripts/generate.mjs` rewrites the file; `--check` exits 1 when it is stale
// (tests/build/packages.test.ts runs the check, so a widget added without its types fails `npm test`).
import { readFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { writeOrCheck } from '../../scripts/formatted.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const out = resolve(root, 'packages/sdk/src/generated.ts');

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const quote = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

export function generate() {
  const widgets = JSON.parse(readFileSync(resolve(root, 'src/widgets/registry.json'), 'utf8'));
  const files = {
    events: resolve(root, 'src/core/events.ts'),
    commands: resolve(root, 'src/core/runtime/commands.ts'),
    widgets: widgets.map((name) => resolve(root, `src/widgets/${name}/index.ts`)),
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(
    resolve(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!parsed) throw new Error('[vitrina] generate: could not read tsconfig.json');
  const program = ts.createProgram([files.events, files.commands, ...files.widgets], { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
  const ours = (symbol) => symbol?.declarations?.some((d) => !d.getSourceFile().fileName.includes('/node_modules/')) ?? false;
  // A type named in our sources (an alias, an interface) is spelled out: the package cannot import src/.
  const print = (type, at) => {
    const named = type.aliasSymbol ?? type.getSymbol();
    if (type.flags & ts.TypeFlags.Object && !type.getCallSignatures().length && ours(named) && named?.name !== '__type') {
      const props = type.getProperties().map((p) => {
        const optional = p.flags & ts.SymbolFlags.Optional ? '?' : '';
        const own = checker.getTypeOfSymbolAtLocation(p, at);
        return `${quote(p.name)}${optional}: ${print(optional ? checker.getNonNullableType(own) : own, at)}`;
      });
      return `{ ${props.join('; ')} }`;
    }
    if (type.isUnion() && type.aliasSymbol && ours(type.aliasSymbol)) return type.types.map((t) => print(t, at)).join(' | ');
    return checker.typeToString(type, at, flags);
  };

  const exported = (file, name) => {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    const found = symbol && checker.getExportsOfModule(symbol).find((s) => s.name === name);
    if (!found) throw new Error(`[vitrina] generate: ${file} exports no ${name}`);
    return { symbol: found, source };
  };

  // Each widget's props: the first parameter of the `Component` handed to defineWidget.
  const attributes = widgets.map((name, i) => {
    const { symbol, source } = exported(files.widgets[i], 'default');
    const declaration = symbol.declarations?.[0];
    const call = declaration && ts.isExportAssignment(declaration) ? declaration.expression : undefined;
    const literal = call && ts.isCallExpression(call) ? call.arguments[0] : undefined;
    const component =
      literal && ts.isObjectLiteralExpression(literal) ? literal.properties.find((p) => p.name?.getText() === 'Component') : undefined;
    if (!component) throw new Error(`[vitrina] generate: src/widgets/${name}/index.ts does not export defineWidget({ Component, … })`);
    const signature = checker.getTypeAtLocation(component).getCallSignatures()[0];
    const param = signature?.getParameters()[0];
    const props = param ? checker.getTypeOfSymbolAtLocation(param, source).getProperties() : [];
    const lines = props.map((p) => {
      const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(p, source));
      const doc = ts.displayPartsToString(p.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();
      return `${doc ? `    /** ${doc.replace(/\*\//g, '*\\/')} */\n` : ''}    ${quote(kebab(p.name))}?: ${print(type, source)};`;
    });
    return `  ${quote(name)}: ${lines.length ? `{\n${lines.join('\n')}\n  }` : 'Record<never, never>'};`;
  });

  const events = (() => {
    // in the order the module lists them, not the checker's
    const { symbol } = exported(files.events, 'VitrinaEvent');
    const declaration = symbol.declarations?.find(ts.isTypeAliasDeclaration);
    const union = declaration && ts.isUnionTypeNode(declaration.type) ? declaration.type.types : [];
    return union.map((node) =>
      node
        .getText()
        .replace(/^\/\*\*[\s\S]*?\*\/\s*/, '')
        .replace(/"/g, "'"),
    );
  })();

  const commands = (() => {
    const { symbol, source } = exported(files.commands, 'CommandTable');
    const table = checker.getDeclaredTypeOfSymbol(symbol);
    return table.getProperties().map((p) => {
      const signature = checker.getTypeOfSymbolAtLocation(p, source).getCallSignatures()[0];
      const params = (signature?.getParameters() ?? []).map((param) => {
        const decl = param.valueDeclaration;
        const optional = decl && ts.isParameter(decl) && decl.questionToken ? '?' : '';
        const type = checker.getTypeOfSymbolAtLocation(param, source);
        return `${param.name.replace(/^_/, '')}${optional}: ${print(optional ? checker.getNonNullableType(type) : type, source)}`;
      });
      return `  ${quote(p.name)}: [${params.join(', ')}];`;
    });
  })();

  return `// Generated by packages/sdk/scripts/generate.mjs from src/widgets/registry.json, each widget's
// component, src/core/events.ts and src/core/runtime/commands.ts. Do not edit: run
// \`node packages/sdk/scripts/generate.mjs\` after changing any of them (npm test fails until then).

/** Every widget, as src/widgets/registry.json lists them: the element of each is \`vitrina-<name>\`. */
export const WIDGETS = ${JSON.stringify(widgets)} as const;

/** A widget's name. */
export type VitrinaWidgetName = (typeof WIDGETS)[number];

/** The attributes each widget's element reads (all strings, as attributes are). */
export interface VitrinaWidgetAttributes {
${attributes.join('\n')}
}

/** Every \`vitrina:*\` event, without the prefix. */
export type VitrinaEventName = ${events.join(' | ')};

/** \`vitrina(command, ...args)\`: each command's arguments. */
export interface VitrinaCommandArgs {
${commands.join('\n')}
}
`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writeOrCheck(out, generate(), 'node packages/sdk/scripts/generate.mjs');
}

// What `appearance` asks for, checked: the custom properties to set and the problems to report.
// Pure (the value checks are injected), so every rule is tested without a browser.
import { THEMES, type ThemeName, VARIABLES, type VariableKind } from './themes';

export interface Appearance {
  /** the theme asked for, when it is one: its widgets paint their own background */
  theme?: ThemeName;
  /** `--vitrina-*` property → value, the theme's first and the variables' over them */
  properties: Record<string, string>;
  /** what was ignored, each reported once: `{ theme }`, `{ variable, value }` or the bad input */
  problems: unknown[];
}

/** Whether `value` is a valid value of the given kind (in a browser: `CSS.supports`). */
export type Supports = (kind: VariableKind, value: string) => boolean;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** `accentText` and `accent-text` name one variable, so a Stripe-like camelCase object works too. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function resolveAppearance(input: unknown, supports: Supports): Appearance {
  const out: Appearance = { properties: {}, problems: [] };
  if (!isObject(input)) {
    out.problems.push(input);
    return out;
  }
  const { theme, variables, ...rest } = input;
  for (const key of Object.keys(rest)) out.problems.push({ [key]: rest[key] });
  if (theme !== undefined) {
    if (theme === 'light' || theme === 'dark') out.theme = theme;
    else out.problems.push({ theme });
  }
  for (const [name, value] of Object.entries(THEMES[out.theme ?? 'light'])) out.properties[`--vitrina-${name}`] = value;
  if (variables === undefined) return out;
  if (!isObject(variables)) {
    out.problems.push({ variables });
    return out;
  }
  for (const [given, value] of Object.entries(variables)) {
    const name = kebab(given);
    const kind = Object.hasOwn(VARIABLES, name) ? VARIABLES[name] : undefined;
    // a value with a brace or a semicolon could never be one value of a declaration
    if (kind && typeof value === 'string' && !/[{};]/.test(value) && supports(kind, value)) out.properties[`--vitrina-${name}`] = value;
    else out.problems.push({ variable: given, value });
  }
  return out;
}

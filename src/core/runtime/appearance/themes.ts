// The appearance API's themes (issue 13 §3): the values `vitrina('configure', { appearance })`
// gives the `--vitrina-*` custom properties. This file and base.css are the one place the widgets'
// colours are chosen: base.css holds the light values (the defaults, used with no `configure` at
// all), this table the dark ones. It loads with the command dispatcher, never with the shared
// runtime a partner page downloads first. A widget's CSS reads colours only through base.css's
// `--v-*` tokens, so a theme reaches every widget.

/** How a variable's value is checked before it is set: a colour, a length, a font family. */
export type VariableKind = 'color' | 'length' | 'font';

/** The variables `appearance.variables` may set: the README's `--vitrina-*` names, without the prefix. */
export const VARIABLES: Record<string, VariableKind> = {
  text: 'color',
  muted: 'color',
  bg: 'color',
  surface: 'color',
  border: 'color',
  accent: 'color',
  'accent-text': 'color',
  /** the background of a chosen option (an address, a payment way); light: #fff7f2, in buying.css */
  'accent-soft': 'color',
  focus: 'color',
  danger: 'color',
  /** the background of a refusal's box (a form's error); light: #fef3f2, in controls.css and login.css */
  'danger-soft': 'color',
  success: 'color',
  /** the background of a done note; light: #ecfdf3, in login.css and the member centre's account.css */
  'success-soft': 'color',
  radius: 'length',
  'font-size': 'length',
  'search-width': 'length',
  font: 'font',
};

export type ThemeName = 'light' | 'dark';

/**
 * Each theme's colours. Light is base.css's defaults (and the `-soft` fallbacks beside their
 * rules), so it sets nothing. Dark keeps every text at 4.5:1 or more on what it is drawn on: on
 * `bg` and `surface` text 14.5/12.3, muted 8.1/6.9, accent 7.9/6.7, danger 7.8/6.6, success
 * 10.2/8.7; on `accent-soft` text 12.2, muted 6.8, accent 6.6; danger on `danger-soft` 6.7;
 * success on `success-soft` 8.2; `bg` on the `danger`/`success` fills (toasts) 7.8 and 10.2.
 */
export const THEMES: Record<ThemeName, Record<string, string>> = {
  light: {},
  dark: {
    text: '#e6e8eb',
    muted: '#a8b0bc',
    bg: '#16181d',
    surface: '#22262e',
    border: '#3b424d',
    accent: '#fb923c',
    'accent-text': '#1a1205',
    'accent-soft': '#33241a',
    focus: '#7aa7ff',
    danger: '#ff8a80',
    'danger-soft': '#3a1d1d',
    success: '#4ade80',
    'success-soft': '#12301f',
  },
};

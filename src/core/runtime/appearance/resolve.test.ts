import { describe, expect, test } from 'vitest';
import { resolveAppearance, type Supports } from './resolve';
import { THEMES } from './themes';

/** A stand-in for CSS.supports: colours start with #, lengths end in px, fonts are words. */
const supports: Supports = (kind, value) =>
  kind === 'color' ? /^#[0-9a-f]{3,8}$/i.test(value) : kind === 'length' ? /^\d+px$/.test(value) : /^[\w ,-]+$/.test(value);
const dark = Object.fromEntries(Object.entries(THEMES.dark).map(([k, v]) => [`--vitrina-${k}`, v]));

describe('resolveAppearance', () => {
  test.each<[string, unknown, ReturnType<typeof resolveAppearance>]>([
    ['nothing asked: the defaults, no theme', {}, { properties: {}, problems: [] }],
    ['light: base.css’s defaults, painted', { theme: 'light' }, { theme: 'light', properties: {}, problems: [] }],
    ['dark: every colour of the table', { theme: 'dark' }, { theme: 'dark', properties: dark, problems: [] }],
    [
      'variables over the theme, kebab or camelCase',
      { theme: 'dark', variables: { accent: '#0a7', accentText: '#000', 'font-size': '16px' } },
      {
        theme: 'dark',
        properties: { ...dark, '--vitrina-accent': '#0a7', '--vitrina-accent-text': '#000', '--vitrina-font-size': '16px' },
        problems: [],
      },
    ],
    [
      'an unknown theme is left out, the variables kept',
      { theme: 'night', variables: { bg: '#000' } },
      { properties: { '--vitrina-bg': '#000' }, problems: [{ theme: 'night' }] },
    ],
    [
      'unknown variables and bad values are left out, one problem each',
      { variables: { sparkle: '#fff', text: 'not a colour', radius: '#fff', font: 'Inter', border: 7 } },
      {
        properties: { '--vitrina-font': 'Inter' },
        problems: [
          { variable: 'sparkle', value: '#fff' },
          { variable: 'text', value: 'not a colour' },
          { variable: 'radius', value: '#fff' },
          { variable: 'border', value: 7 },
        ],
      },
    ],
    [
      'a value that would end the declaration',
      { variables: { font: 'Inter;}' } },
      { properties: {}, problems: [{ variable: 'font', value: 'Inter;}' }] },
    ],
    [
      'a name from the prototype is no variable',
      { variables: { constructor: '#fff' } },
      { properties: {}, problems: [{ variable: 'constructor', value: '#fff' }] },
    ],
    ['variables that are not an object', { variables: ['#fff'] }, { properties: {}, problems: [{ variables: ['#fff'] }] }],
    ['an unknown key', { colors: {} }, { properties: {}, problems: [{ colors: {} }] }],
    ['not an object at all', 'dark', { properties: {}, problems: ['dark'] }],
    ['null', null, { properties: {}, problems: [null] }],
  ])('%s', (_, input, expected) => {
    expect(resolveAppearance(input, supports)).toEqual(expected);
  });
});

import { expect, test } from 'vitest';
import { displayName } from './display-name';

test.each([
  [{ userName: 'demo', nickname: 'Demo Mayorista' }, 'Demo Mayorista'],
  [{ userName: 'demo', nickname: '  Ana  ' }, 'Ana'],
  [{ userName: 'demo', nickname: '' }, 'demo'],
  [{ userName: 'demo', nickname: '   ' }, 'demo'],
  [{ userName: 'demo', nickname: null }, 'demo'],
  [{ userName: 'demo' }, 'demo'],
])('displayName(%o) → %o', (user, name) => {
  expect(displayName(user)).toBe(name);
});

// One fixture API for a unit test file: started once, and before each test reset, pointed at, with
// no cookies left from the test before. Each file then adds what its own tests start from.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Locale } from '../../../src/core/locale';
import { type Fixture, startFixture } from './api-fixture';
import { clearCookies, useApi, useLocale } from './page';

export function useFixtureApi(locale: Locale = 'en_US'): () => Fixture {
  let api: Fixture | undefined;
  const current = (): Fixture => {
    if (!api) throw new Error('the fixture API is not started: call useFixtureApi() at the top of a file or describe');
    return api;
  };
  beforeAll(async () => {
    api = await startFixture();
    await useLocale(locale);
  });
  afterAll(() => api?.close());
  beforeEach(() => {
    current().reset();
    clearCookies();
    useApi(current().api);
  });
  return current;
}

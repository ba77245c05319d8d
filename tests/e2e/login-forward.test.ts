// The login page's `forward` in Chromium (issue 9, item 4): URL parsers drop tabs and newlines
// and read a backslash as a slash, so `/login?forward=%2F%09%2Fevil.example%2F` used to send a
// member who had just logged in to https://evil.example/. Each disguise is tried in a context of
// its own; any request to evil.example is answered locally and counted, so a redirect shows up
// as a hit instead of a DNS failure.
import { beforeAll, expect, test } from 'vitest';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite({ products: 200 });
let username = '';

beforeAll(async () => {
  // one member with demo's password for every case
  username = `fwd${Date.now().toString(36)}`;
  await stack.db.query(
    `insert into member (id, username, password_hash, mobile, created_at)
     select nextval('member_id_seq'), $1, password_hash, null, 0 from member where username = 'demo'`,
    [username],
  );
});

test.each([
  ['a tab', '%2F%09%2Fevil.example%2F'],
  ['a newline', '%2F%0A%2Fevil.example%2F'],
  ['a carriage return', '%2F%0D%2Fevil.example%2F'],
  ['a backslash', '%2F%5Cevil.example%2F'],
  ['a dot segment', '%2F.%2F%2Fevil.example%2F'],
])(
  'forward hiding another host behind %s: after login the member stays on this site',
  async (_, forward) => {
    const context = await browser.newContext();
    try {
      let evil = 0;
      await context.route(/^https?:\/\/evil\.example\//, (route) => {
        evil += 1;
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>evil</title>' });
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${stack.url}/login?forward=${forward}`);
      const sf = (selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
      await sf('input[name=username]').fill(username);
      await sf('input[name=password]').fill('demo1234');
      await sf('button[type=submit]').click();
      // logged in, the guard sends the member on: home, since the forward is not a path of this site
      await expect.poll(() => page.url(), { timeout: 15_000 }).not.toContain('/login');
      expect(page.url()).toBe(`${stack.url}/`);
      expect(evil).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  },
  60_000,
);

test('a forward on this site is still followed', async () => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${stack.url}/login?forward=${encodeURIComponent('/member/my-order?page=1#list')}`);
    const sf = (selector: string) => page.locator(`vitrina-storefront >> ${selector}`);
    await sf('input[name=username]').fill(username);
    await sf('input[name=password]').fill('demo1234');
    await sf('button[type=submit]').click();
    await page.waitForURL(`${stack.url}/member/my-order?page=1#list`);
  } finally {
    await context.close();
  }
}, 60_000);

import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { aSite, aUser } from '../../../tests/unit/support/replies';
import { wrapped } from '../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../tests/unit/support/fixture-api';
import { setCookie } from '../../../tests/unit/support/page';
import { mountWidget, unmountWidget } from '../../core/runtime/mount';
import { $site } from '../../core/stores/site';
import { $user } from '../../core/stores/user';
import dialogWidget from './index';

const fixture = useFixtureApi();
let status = -1;

beforeEach(() => {
  $site.set({ status: 'open', site: aSite({ siteon: 1 }) });
  $user.set(null);
  status = -1;
  fixture().on('GET', '/mallpcapi/proxyMerchantOnboarding/checkStatus', () => wrapped(status));
});
afterEach(() => {
  for (const el of Array.from(document.body.children)) {
    unmountWidget(el);
    el.remove();
  }
});

async function mountDialog(attributes: Record<string, string> = {}) {
  const host = document.createElement('vitrina-distributor-dialog');
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  document.body.append(host);
  await mountWidget(host, dialogWidget);
  const root = host.shadowRoot;
  if (!root) throw new Error('not mounted');
  return { host, root, dialog: () => root.querySelector('dialog') };
}

function logIn() {
  setCookie('access_token', 'acc');
  setCookie('refresh_token', 'ref');
  $user.set(aUser({ id: 1, userName: 'ana' }));
}

describe('distributor dialog', () => {
  test('closed until the open attribute comes; a visitor is offered the login, which closes it', async () => {
    const nav: string[] = [];
    const listener = (e: Event) => (e.preventDefault(), nav.push((e as CustomEvent<{ path: string }>).detail.path));
    document.addEventListener('vitrina:navigate', listener);
    try {
      const m = await mountDialog();
      expect(m.root.querySelector('.mch-login')).toBeNull();
      m.host.setAttribute('open', '');
      await vi.waitFor(() =>
        expect(m.root.querySelector('.mch-login p')?.textContent).toBe('Log in to apply as a distributor, factory or seller.'),
      );
      m.root.querySelector<HTMLButtonElement>('.mch-login button')?.click();
      expect(nav).toEqual(['/login?forward=%2F']);
      expect(m.host.hasAttribute('open')).toBe(false);
      expect(fixture().seen).toEqual([]);
    } finally {
      document.removeEventListener('vitrina:navigate', listener);
    }
  });

  test('a member whose application waits for review is told so; Close removes the open attribute', async () => {
    logIn();
    status = 0;
    const m = await mountDialog({ open: '' });
    await vi.waitFor(() =>
      expect(m.root.querySelector('.mch-status')?.textContent).toBe('Your application has been submitted, please wait for platform review'),
    );
    expect(m.root.querySelector('#apply-title')?.textContent).toBe('Distributor, factory or seller application');
    m.root.querySelector<HTMLButtonElement>('.dialog-foot button')?.click();
    expect(m.host.hasAttribute('open')).toBe(false);
    await vi.waitFor(() => expect(m.root.querySelector('.mch-status')).toBeNull());
  });

  test('a member who may apply gets the form; the trigger attribute opens it from the host page, until unmounted', async () => {
    logIn();
    const button = document.createElement('button');
    button.className = 'become-distributor';
    document.body.append(button);
    const m = await mountDialog({ trigger: '.become-distributor' });
    button.click();
    expect(m.host.hasAttribute('open')).toBe(true);
    await vi.waitFor(() => expect(m.root.querySelector('.mch-form')).not.toBeNull());
    expect(m.root.querySelectorAll('input[name=applyType]')).toHaveLength(3);

    m.host.removeAttribute('open');
    unmountWidget(m.host);
    button.click();
    expect(m.host.hasAttribute('open')).toBe(false);
  });

  // the attachment and the agreement come with a type (each type has its own template and agreement)
  test.each([
    [{}, ['applyType', 'mainSalesChannels', 'purchaseAmount'], 'applyType'],
    [{ mainSalesChannels: 'Tienda en línea' }, ['applyType', 'purchaseAmount'], 'applyType'],
    [{ applyType: 'pick', purchaseAmount: '100000' }, ['mainSalesChannels', 'file', 'agreed'], 'mainSalesChannels'],
  ])('a submit with %j shows every missing field at once (%j), focus on the first', async (typed, failing, first) => {
    logIn();
    const m = await mountDialog({ open: '' });
    const form = await vi.waitFor(() => {
      const found = m.root.querySelector<HTMLFormElement>('.mch-form');
      if (!found) throw new Error('not yet');
      return found;
    });
    await act(async () => {
      for (const [name, value] of Object.entries(typed)) {
        const input = form.querySelector<HTMLInputElement>(`[name=${name}]`);
        if (!input) throw new Error(`no ${name}`);
        if (input.type === 'radio') input.click();
        else {
          input.value = value;
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
      }
    });
    await act(async () => form.requestSubmit());
    const shown = [...m.root.querySelectorAll('.mch-error[id]')].map((el) => el.id.replace(/^mch-|-error$/g, ''));
    expect(shown).toEqual(failing);
    expect((m.root.activeElement as HTMLInputElement | null)?.name).toBe(first);
    expect(fixture().seen.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  describe('a click on the trigger before the chunk arrived (the loader keeps the latest click target)', () => {
    type Api = (() => void) & { c?: Event | null };
    /** What the loader keeps: the click, whose target stays set after its dispatch. */
    const clickOn = (target: Element) => {
      const event = new MouseEvent('click', { bubbles: true });
      Object.defineProperty(event, 'target', { value: target });
      return event;
    };
    const w = window as unknown as { vitrina?: Api };
    let api: Api;
    const button = () => {
      const el = document.createElement('button');
      el.className = 'become-distributor';
      document.body.append(el);
      return el;
    };
    beforeEach(() => {
      api = Object.assign(() => undefined, { c: null });
      w.vitrina = api;
    });
    afterEach(() => {
      delete w.vitrina;
    });

    test('opens the dialog once mounted, once: a remount does not open it again', async () => {
      const inside = document.createElement('span');
      button().append(inside);
      api.c = clickOn(inside); // the click landed on the trigger's child
      const m = await mountDialog({ trigger: '.become-distributor' });
      expect(m.host.hasAttribute('open')).toBe(true);
      expect(api.c).toBeNull();

      m.host.removeAttribute('open');
      unmountWidget(m.host);
      api.c = clickOn(inside); // recorded again, then answered nowhere: a stale record is still taken once only
      await mountWidget(m.host, dialogWidget);
      expect(m.host.hasAttribute('open')).toBe(true);
      m.host.removeAttribute('open');
      unmountWidget(m.host);
      await mountWidget(m.host, dialogWidget);
      expect(m.host.hasAttribute('open')).toBe(false);
    });

    test('a latest click elsewhere, or on another trigger, opens nothing and is left for its own widget', async () => {
      const other = document.createElement('a');
      document.body.append(button(), other);
      const click = clickOn(other);
      api.c = click;
      const m = await mountDialog({ trigger: '.become-distributor' });
      expect(m.host.hasAttribute('open')).toBe(false);
      expect(api.c).toBe(click);
      unmountWidget(m.host);
      const bad = await mountDialog({ trigger: '[[nope' });
      expect(bad.host.hasAttribute('open')).toBe(false);
    });

    test('a click the mounted widget answered is forgotten, so a later mount does not answer it again', async () => {
      const el = button();
      const m = await mountDialog({ trigger: '.become-distributor' });
      api.c = clickOn(el); // as the loader's capture listener does before the widget's own
      el.click();
      expect(m.host.hasAttribute('open')).toBe(true);
      expect(api.c).toBeNull();
    });
  });

  test('a trigger that is not a selector opens nothing and throws nothing into the page', async () => {
    const m = await mountDialog({ trigger: '[[nope' });
    document.body.click();
    expect(m.host.hasAttribute('open')).toBe(false);
  });
});

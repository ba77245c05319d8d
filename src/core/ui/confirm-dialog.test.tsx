// The confirm dialog in happy-dom: what it says, which answer each way of leaving gives, and
// where focus goes back. (Focus trapping is the browser's modal <dialog>: tests/e2e/orders.)
import { render } from 'react-dom';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { $locale, loadStrings } from '../locale';
import { uiStrings } from './i18n';
import { balanceAsk, deleteAsk, useConfirm, type ConfirmAsk } from './confirm-dialog';
import { t } from '../locale';

let host: HTMLElement;
let ask: (q: ConfirmAsk) => Promise<boolean> = async () => false;
function Asker() {
  const [dialog, confirm] = useConfirm();
  ask = confirm;
  return (
    <div>
      <button type="button" id="opener">
        Delete
      </button>
      {dialog}
    </div>
  );
}

beforeAll(async () => {
  $locale.set('en_US');
  await loadStrings(uiStrings, 'en_US');
});
afterEach(() => {
  act(() => void render(null, host));
  host.remove();
});
function mount() {
  host = document.createElement('div');
  document.body.append(host);
  act(() => void render(<Asker />, host));
  const opener = host.querySelector<HTMLButtonElement>('#opener');
  opener?.focus();
  return opener;
}
const dialog = () => host.querySelector('dialog');
const buttons = () => [...(dialog()?.querySelectorAll('button') ?? [])];
/** Asks `q`; the answer is wrapped, since awaiting `open` must not wait for it. */
async function open(q: ConfirmAsk): Promise<{ answer: Promise<boolean> }> {
  let answer: Promise<boolean> = Promise.resolve(false);
  await act(async () => {
    answer = ask(q);
  });
  return { answer };
}

describe('useConfirm', () => {
  test('says what will happen, names the action, and gives the first focus to the way back', async () => {
    mount();
    await open(deleteAsk('Delete this address?', t));
    expect(dialog()?.getAttribute('role')).toBe('alertdialog');
    expect(dialog()?.open).toBe(true);
    expect(dialog()?.textContent).toBe('Delete this address?It will be gone for good; this cannot be undone.Go backDelete');
    expect(buttons()[1]?.className).toBe('btn danger');
    expect(document.activeElement).toBe(buttons()[0]);
  });

  test.each([
    ['the action', () => buttons()[1]?.click(), true],
    ['going back', () => buttons()[0]?.click(), false],
    ['Esc (the dialog’s cancel)', () => dialog()?.dispatchEvent(new Event('cancel', { cancelable: true })), false],
  ])('%s answers %s, closes the dialog and puts focus back where it was', async (_name, leave, yes) => {
    const opener = mount();
    const { answer } = await open(balanceAsk('MXN 50.00', t));
    expect(dialog()?.textContent).toContain('Pay MXN 50.00 from your balance?');
    await act(async () => void leave());
    expect(await answer).toBe(yes);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  test('a second question answers the first "no"; unmounting answers the open one "no"', async () => {
    mount();
    const first = await open(deleteAsk('One?', t));
    const second = await open(deleteAsk('Two?', t));
    expect(await first.answer).toBe(false);
    expect(dialog()?.textContent).toContain('Two?');
    act(() => void render(null, host));
    expect(await second.answer).toBe(false);
  });
});

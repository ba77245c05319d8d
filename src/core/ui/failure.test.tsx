// Issue 13 §5: what a widget shows as failed reaches the host page as one `vitrina:error` each.
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../errors';
import { type FailureDetail, reportFailure, widgetOf } from './failure';
import { renderToasts } from '../runtime/toast-region';
import { $toasts, toast } from '../toasts';
import { ErrorState } from './states';

let seen: { target: EventTarget | null; detail: FailureDetail }[] = [];
const listen = (e: Event) => seen.push({ target: e.target, detail: (e as CustomEvent<FailureDetail>).detail });
beforeEach(() => {
  seen = [];
  document.addEventListener('vitrina:error', listen);
});
afterEach(() => {
  document.removeEventListener('vitrina:error', listen);
  document.body.replaceChildren();
  $toasts.set([]);
});

function element(html: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
}

describe('widgetOf', () => {
  test.each([
    ['<vitrina-product-detail></vitrina-product-detail>', 'product-detail'],
    ['<div data-vitrina="search"></div>', 'search'],
    ['<div></div>', undefined],
  ])('%s → %s', (html, name) => {
    expect(widgetOf(element(html))).toBe(name);
  });
});

describe('reportFailure', () => {
  test('from the host, with what the buyer read and the API’s status, code and address', () => {
    const host = element('<vitrina-cart></vitrina-cart>');
    reportFailure('load-failed', host, 'Sin conexión', new ApiError('Sin conexión', 0, 'NETWORK', '/api/cart'));
    expect(seen).toEqual([
      {
        target: host,
        detail: {
          code: 'load-failed',
          widget: 'cart',
          detail: { message: 'Sin conexión', status: 0, apiCode: 'NETWORK', url: '/api/cart' },
        },
      },
    ]);
  });
});

describe('the displays report what they show', () => {
  test('ErrorState reports once per error: a repaint is not a new failure, a failed retry is', () => {
    const host = element('<vitrina-member-centre></vitrina-member-centre>');
    const root = host.attachShadow({ mode: 'open' });
    // act: effects have run when it returns
    const show = (error: unknown) =>
      act(() => {
        render(<ErrorState error={error} onRetry={() => undefined} />, root);
      });
    const first = new ApiError('No disponible', 503, '503', '/api/orders');
    show(first);
    show(first);
    show(new ApiError('No disponible', 503, '503', '/api/orders'));
    render(null, root);
    expect(seen.map((s) => [s.target, s.detail.code, s.detail.widget, s.detail.detail.status])).toEqual([
      [host, 'load-failed', 'member-centre', 503],
      [host, 'load-failed', 'member-centre', 503],
    ]);
  });

  test('an error toast is a refused action of the widget in use; other toasts are not failures', () => {
    vi.useFakeTimers();
    const host = element('<vitrina-product-detail></vitrina-product-detail>');
    const button = document.createElement('button');
    host.attachShadow({ mode: 'open' }).append(button);
    button.focus(); // the page sees the host focused, as it does when a widget's own button is
    const stop = renderToasts(element('<vitrina-toasts></vitrina-toasts>'));
    toast('Añadido', 'success');
    toast('Sin existencias', 'error');
    toast('Sin existencias', 'error'); // shown once, so reported once
    stop(); // this worker's next files show toasts of their own
    vi.useRealTimers();
    expect(seen.map((s) => [s.target, s.detail])).toEqual([
      [host, { code: 'action-refused', widget: 'product-detail', detail: { message: 'Sin existencias' } }],
    ]);
  });
});

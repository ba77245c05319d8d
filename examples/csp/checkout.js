// The checkout page's glue, a file of its own: the page's policy runs no inline script. The page
// keeps the widget's step in its URL (?step=&sn=) and gives it back through the element's attributes.
const checkout = document.getElementById('checkout');
const root = document.documentElement.dataset;
const status = document.getElementById('order-status');
// The step this page's URL names (a reload, a shared link, back/forward, the gateway's return).
const fromUrl = () => {
  const query = new URLSearchParams(location.search);
  checkout.setAttribute('step', query.get('step') || 'order');
  for (const name of ['sn', 'kind']) {
    const value = query.get(name);
    if (value) checkout.setAttribute(name, value);
    else checkout.removeAttribute(name);
  }
};
fromUrl();
addEventListener('popstate', fromUrl);
document.addEventListener('vitrina:route', (e) => {
  if (e.detail.widget !== 'checkout') return;
  root.lastRoute = e.detail.step;
  const query = new URLSearchParams({ step: e.detail.step });
  if (e.detail.sn) query.set('sn', e.detail.sn);
  if (e.detail.kind === 'ORDER') query.set('kind', 'ORDER');
  if ('?' + query !== location.search) history.pushState(null, '', '?' + query);
  fromUrl();
});
document.addEventListener('vitrina:order', (e) => {
  root.lastOrder = e.detail.sn;
  status.textContent = 'Pedido ' + e.detail.sn + ' creado.';
});
document.addEventListener('vitrina:paid', (e) => {
  root.lastPaid = e.detail.sn;
  status.textContent = 'Pedido ' + e.detail.sn + ' pagado. ¡Gracias!';
});
document.addEventListener('vitrina:navigate', (e) => {
  root.lastNavigate = e.detail.path;
  // the checkout's own links back to the order form stay on this page
  if (e.detail.path === '/checkout') {
    e.preventDefault();
    checkout.setAttribute('step', 'order');
  }
});

// The buy page's glue, a file of its own: the page's policy runs no inline script. The widgets'
// events are DOM events on document, so no `vitrina` queue stub is needed before the async loader.
document.addEventListener('vitrina:navigate', (e) => {
  document.documentElement.dataset.lastNavigate = e.detail.path;
  // the cart's checkout button: the order is placed on this site too, on its checkout page
  if (e.detail.path === '/checkout' && !e.defaultPrevented) {
    e.preventDefault();
    location.href = 'checkout.html';
  }
});
document.addEventListener('vitrina:cart', () => {
  const data = document.documentElement.dataset;
  data.cartChanges = String(Number(data.cartChanges || 0) + 1);
});

// A tiny client-side router: every route change replaces the view, so widgets are added and
// removed all the time, as in any SPA host. Navigation events from the widgets are routed in-app.
const views = {
  '/': () => '<h1>Home</h1><p>Pick a page above.</p>',
  '/shop': () =>
    '<h1>Shop</h1><vitrina-search id="s1"></vitrina-search><p></p><vitrina-mini-cart></vitrina-mini-cart><p id="last-search"></p>',
  '/two': () => '<h1>Two search boxes</h1><vitrina-search id="s1"></vitrina-search><p></p><div data-vitrina="search" id="s2"></div>',
  '/forms': () =>
    '<h1>Wholesale</h1><button type="button" id="apply">Apply</button>' +
    '<vitrina-distributor-dialog trigger="#apply"></vitrina-distributor-dialog><div data-vitrina="purchase-form" id="pf"></div>',
  '/cart': () => '<h1>Cart</h1><vitrina-mini-cart></vitrina-mini-cart><vitrina-cart id="c1"><p>The cart could not load.</p></vitrina-cart>',
  '/header': () => '<h1>Header</h1><vitrina-header id="hd"></vitrina-header><p id="last-search"></p>',
  '/account': () =>
    '<h1>Account</h1><button type="button" id="login-open">Log in</button>' +
    '<vitrina-login id="login-dialog"></vitrina-login><vitrina-login mode="inline" view="register" id="login-inline"></vitrina-login>',
  '/member': () => '<h1>Member centre</h1><vitrina-member-centre page="my-order"></vitrina-member-centre>',
  '/checkout': () => '<h1>Checkout</h1><vitrina-checkout id="co"><p>The checkout could not load.</p></vitrina-checkout>',
  '/about': () => '<h1>About</h1><p>No widgets here.</p>',
};

function render() {
  const path = location.hash.slice(1) || '/';
  document.getElementById('view').innerHTML = (views[path] || views['/'])();
  document.body.dataset.route = path;
}

document.addEventListener('vitrina:navigate', (e) => {
  // Stay in the SPA: show what the buyer searched for instead of leaving for the marketplace.
  e.preventDefault();
  const out = document.getElementById('last-search');
  if (out) out.textContent = 'Searched: ' + new URL(e.detail.url).searchParams.get('keyword');
  document.body.dataset.lastNavigate = e.detail.path;
});

document.addEventListener('click', (e) => {
  if (e.target instanceof Element && e.target.id === 'login-open') vitrina('open', 'login');
});
addEventListener('hashchange', render);
render();

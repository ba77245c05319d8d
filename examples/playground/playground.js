// The playground (README, "Playground"): pick a widget, edit its attributes and theme, watch its
// events, copy the snippet. Plain script, no build step, nothing inline: what a partner's page does.
window.vitrina = window.vitrina || Object.assign((...args) => window.vitrina.q.push(args), { q: [] });

/** Each widget's attributes, as the README's widget table lists them. */
const text = (name, hint, value = '') => ({ name, kind: 'text', hint, value });
const choice = (name, options, value = options[0]) => ({ name, kind: 'select', options, value });
const flag = (name, hint) => ({ name, kind: 'flag', hint });
const MEMBER_PAGES = [
  'home',
  'my-profile',
  'account-safe',
  'change-password',
  'change-paymentpassword',
  'bind-mobile',
  'change-mobile',
  'bind-email',
  'account-binding',
  'account-balance',
  'my-points',
  'my-collection',
  'goods-collection',
  'shop-collection',
  'my-footprint',
  'my-coupons',
  'message-index',
  'website-message',
  'faq',
  'faq-detail',
  'feedback',
  'my-order',
  'my-order-detail',
  'shipping-address',
  'my-receipt',
  'my-receipt-detail',
  'comments',
  'my-comments',
  'increase-ticket',
  'after-sale',
  'apply-service',
  'service-record',
  'service-detail',
  'refund-record',
  'my-complaint',
  'complaint-apply',
  'complaint-detail',
  'my-consultation',
  'my-answer',
  'ask-message',
  'distribution',
  'my-recommend',
  'my-performance',
  'my-performance-refund',
  'my-performance-history',
  'withdrawals-setting',
  'withdrawals-apply',
  'withdrawals-history',
];
const WIDGETS = {
  search: [text('placeholder', 'the box’s placeholder'), text('keyword', 'a search to start with')],
  'mini-cart': [],
  'product-detail': [text('goods-id', 'a product’s id', '1')],
  'purchase-form': [text('cancel-label', 'adds a button that sends vitrina:cancel')],
  'distributor-dialog': [flag('open', 'the dialog is open'), text('trigger', 'a CSS selector that opens it')],
  cart: [],
  header: [
    text('parts', 'contact locale logo search account cart categories nav'),
    text('keyword', 'the search box’s text'),
    text('here', 'the page’s path: the current link'),
  ],
  login: [
    choice('mode', ['inline', 'dialog']),
    choice('view', ['login', 'register', 'recover', 'bind']),
    flag('open', 'dialog mode: open'),
  ],
  checkout: [
    choice('step', ['order', 'invoice', 'cashier', 'pay', 'result']),
    text('sn', 'a trade’s sn'),
    choice('way', ['', 'BUY_NOW']),
    choice('invoice', ['', 'ELECTRO', 'VATORDINARY', 'VATOSPECIAL']),
  ],
  'member-centre': [
    choice('page', MEMBER_PAGES),
    text('item', 'what a detail page shows'),
    text('path', 'or the spec URL, e.g. /member/my-order'),
  ],
};

/** The theme's custom properties and their defaults (src/core/ui/base.css). */
const THEME = [
  ['--vitrina-accent', 'color', '#c2410c'],
  ['--vitrina-accent-text', 'color', '#ffffff'],
  ['--vitrina-text', 'color', '#1f2328'],
  ['--vitrina-muted', 'color', '#5b636e'],
  ['--vitrina-bg', 'color', '#ffffff'],
  ['--vitrina-surface', 'color', '#f5f6f8'],
  ['--vitrina-border', 'color', '#d7dbe0'],
  ['--vitrina-focus', 'color', '#2563eb'],
  ['--vitrina-danger', 'color', '#b42318'],
  ['--vitrina-success', 'color', '#067647'],
  ['--vitrina-radius', 'text', '6px'],
  ['--vitrina-font-size', 'text', '14px'],
];

const EVENTS = [
  'navigate',
  'ready',
  'cart',
  'goods',
  'login',
  'logout',
  'locale',
  'purchase_request',
  'application',
  'draft',
  'cancel',
  'route',
  'title',
  'order',
  'paid',
  'error',
  'view_item',
  'add_to_cart',
  'begin_checkout',
  'add_payment_info',
  'purchase',
];

const $ = (id) => document.getElementById(id);
const self = document.currentScript;
const state = { widget: 'search', locale: 'es_MX', attrs: {}, theme: {}, appearance: '' };

function readHash() {
  try {
    const saved = JSON.parse(decodeURIComponent(location.hash.slice(1)) || '{}');
    if (saved && WIDGETS[saved.widget]) Object.assign(state, saved);
  } catch {
    // a hand-edited hash: start from the defaults
  }
}
const writeHash = () => history.replaceState(null, '', `#${encodeURIComponent(JSON.stringify(state))}`);

function field(label, input, hint) {
  const wrap = document.createElement('label');
  if (input.type === 'checkbox') wrap.className = 'check';
  wrap.append(input.type === 'checkbox' ? input : label, input.type === 'checkbox' ? label : input);
  if (hint) {
    const small = document.createElement('span');
    small.className = 'hint';
    small.textContent = hint;
    wrap.append(small);
  }
  return wrap;
}

function renderAttributeFields() {
  const box = $('attributes');
  box.replaceChildren();
  const attrs = WIDGETS[state.widget];
  if (attrs.length === 0) {
    box.textContent = 'This widget takes no attributes.';
    return;
  }
  for (const attr of attrs) {
    let input;
    if (attr.kind === 'select') {
      input = document.createElement('select');
      for (const option of attr.options) input.append(new Option(option || '(none)', option));
      input.value = state.attrs[attr.name] ?? attr.value;
    } else {
      input = document.createElement('input');
      input.type = attr.kind === 'flag' ? 'checkbox' : 'text';
      if (attr.kind === 'flag') input.checked = state.attrs[attr.name] === true;
      else input.value = state.attrs[attr.name] ?? attr.value;
    }
    input.name = attr.name;
    input.addEventListener(attr.kind === 'text' ? 'input' : 'change', () => {
      state.attrs[attr.name] = attr.kind === 'flag' ? input.checked : input.value;
      update();
    });
    box.append(field(attr.name, input, attr.kind === 'select' ? '' : attr.hint));
  }
}

function renderThemeFields() {
  const box = $('theme');
  box.replaceChildren();
  for (const [name, kind, fallback] of THEME) {
    const input = document.createElement('input');
    input.type = kind;
    input.name = name;
    input.value = state.theme[name] ?? fallback;
    input.addEventListener('input', () => {
      if (input.value === fallback || input.value === '') delete state.theme[name];
      else state.theme[name] = input.value;
      update();
    });
    box.append(field(name.replace('--vitrina-', ''), input, ''));
  }
}

/** The attributes the element gets: defaults left out, as a partner would write it. */
function attributesOf() {
  const out = [];
  for (const attr of WIDGETS[state.widget]) {
    const value = state.attrs[attr.name] ?? (attr.kind === 'flag' ? false : attr.value);
    if (attr.kind === 'flag') {
      if (value === true) out.push([attr.name, '']);
    } else if (value !== '' && !(attr.kind === 'select' && value === attr.options[0] && attr.name !== 'mode')) {
      out.push([attr.name, value]);
    }
  }
  return out;
}
const styleOf = () =>
  Object.entries(state.theme)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');

let mounted;
function renderStage() {
  const tag = `vitrina-${state.widget}`;
  if (!mounted || mounted.localName !== tag) {
    mounted = document.createElement(tag);
    $('stage').replaceChildren(mounted);
  }
  const wanted = new Map(attributesOf());
  for (const { name } of [...mounted.attributes]) if (name !== 'style' && !wanted.has(name)) mounted.removeAttribute(name);
  for (const [name, value] of wanted) if (mounted.getAttribute(name) !== value) mounted.setAttribute(name, value);
  const style = styleOf();
  if (style) mounted.setAttribute('style', style);
  else mounted.removeAttribute('style');
}

const escapeHtml = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const loaderUrl = () => `${self.dataset.sdk}/loader.js`;

/** The loader's tag, added once the page knows its language: no "language changed" on arrival. */
function addLoader() {
  const script = document.createElement('script');
  script.async = true;
  script.src = loaderUrl();
  script.dataset.api = self.dataset.api;
  script.dataset.storefrontUrl = self.dataset.storefrontUrl;
  script.dataset.locale = state.locale;
  document.head.append(script);
}

function snippet() {
  const api = self.dataset.api;
  const attrs = attributesOf().map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`));
  const style = styleOf();
  const appearance = state.appearance
    ? [
        '<script>window.vitrina=window.vitrina||function(){(vitrina.q=vitrina.q||[]).push(arguments)};',
        `vitrina('configure', { appearance: { theme: '${state.appearance}' } });</script>`,
      ]
    : [];
  return [
    ...appearance,
    `<script async src="${loaderUrl()}"`,
    `        data-api="${api}" data-locale="${state.locale}"></script>`,
    '',
    `<vitrina-${state.widget}${attrs.join('')}${style ? ` style="${escapeHtml(style)}"` : ''}></vitrina-${state.widget}>`,
  ].join('\n');
}

/** The appearance API (README, "Theming"): a theme for every widget of the page at once. */
function applyAppearance() {
  window.vitrina('configure', { appearance: state.appearance ? { theme: state.appearance } : {} });
  document.querySelector('.preview').classList.toggle('dark', state.appearance === 'dark');
}

function update() {
  renderStage();
  $('snippet').textContent = snippet();
  writeHash();
}

function logEvent(event) {
  if (event.type === 'vitrina:navigate') event.preventDefault();
  const item = document.createElement('li');
  const name = document.createElement('b');
  name.textContent = event.type;
  let detail = '';
  try {
    detail = JSON.stringify(event.detail);
  } catch {
    detail = String(event.detail);
  }
  item.append(name, ` ${detail ?? ''}`);
  $('events').prepend(item);
}

function start() {
  readHash();
  const picker = $('widget');
  for (const name of Object.keys(WIDGETS)) picker.append(new Option(`vitrina-${name}`, name));
  picker.value = state.widget;
  picker.addEventListener('change', () => {
    state.widget = picker.value;
    state.attrs = {};
    renderAttributeFields();
    update();
  });
  const locale = $('locale');
  locale.value = state.locale;
  locale.addEventListener('change', () => {
    state.locale = locale.value;
    window.vitrina('setLocale', state.locale);
    update();
  });
  const appearance = $('appearance');
  appearance.value = state.appearance;
  appearance.addEventListener('change', () => {
    state.appearance = appearance.value;
    applyAppearance();
    update();
  });
  $('reset-theme').addEventListener('click', () => {
    state.theme = {};
    renderThemeFields();
    update();
  });
  $('clear-events').addEventListener('click', () => $('events').replaceChildren());
  $('copy').addEventListener('click', async () => {
    const done = $('copied');
    try {
      await navigator.clipboard.writeText($('snippet').textContent);
      done.textContent = 'Copied.';
    } catch {
      // no clipboard permission (an insecure origin, a refused prompt): select it for Ctrl+C
      getSelection().selectAllChildren($('snippet'));
      done.textContent = 'Selected: press Ctrl+C (⌘C) to copy.';
    }
  });
  // on window, capturing: it hears events dispatched on any element, on document and on window
  for (const name of EVENTS) window.addEventListener(`vitrina:${name}`, logEvent, true);
  renderAttributeFields();
  renderThemeFields();
  if (state.appearance) applyAppearance(); // queued: it runs as the loader arrives
  update();
  addLoader();
}

start();

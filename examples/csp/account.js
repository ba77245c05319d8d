// The account page's glue, a file of its own: the page's policy runs no inline script. The member
// centre routes inside itself; the page mirrors its page in the URL's hash and gives it back on
// load and on back/forward, through the page attribute (and item, for a detail).
const centre = document.querySelector('vitrina-member-centre');
const fromHash = () => {
  const [page, item] = location.hash.slice(1).split('/').map(decodeURIComponent);
  if (page) centre.setAttribute('page', page);
  else centre.removeAttribute('page');
  if (item) centre.setAttribute('item', item);
  else centre.removeAttribute('item');
};
fromHash();
addEventListener('hashchange', fromHash);
document.addEventListener('vitrina:route', (e) => {
  if (e.detail.widget !== 'member-centre') return;
  const hash = '#' + encodeURIComponent(e.detail.page) + (e.detail.id ? '/' + encodeURIComponent(e.detail.id) : '');
  if (location.hash !== hash) history.pushState(null, '', hash);
  centre.setAttribute('page', e.detail.page);
  if (e.detail.id) centre.setAttribute('item', e.detail.id);
  else centre.removeAttribute('item');
});
document.addEventListener('vitrina:navigate', (e) => {
  document.documentElement.dataset.lastNavigate = e.detail.path;
});

// The page as a server-rendered React app would have it: react-dom/server renders the markup (here
// in the page, with the server renderer itself), then hydrateRoot attaches to it.
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import './record';

const params = new URLSearchParams(location.search);
const tree = <App goodsId={params.get('goods') ?? '1'} sdk={params.get('sdk') ?? ''} />;

const root = document.getElementById('root');
if (root) {
  root.innerHTML = renderToString(tree);
  window.host.serverHtml = root.innerHTML;
  hydrateRoot(root, tree, { onRecoverableError: (error) => window.host.errors.push(String(error)) });
}

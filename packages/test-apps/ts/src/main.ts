// A plain TypeScript page: no framework, no bundler; `@vitrina/sdk` comes from an import map.
import { loadVitrina, type Vitrina } from '@vitrina/sdk';

const params = new URLSearchParams(location.search);
const sdk = params.get('sdk') ?? '';
const log: { events: string[]; same?: boolean; version?: string; error?: string } = { events: [] };
(window as unknown as { host: typeof log }).host = log;

const detail = document.createElement('vitrina-product-detail');
detail.setAttribute('goods-id', params.get('goods') ?? '1');
detail.addEventListener('vitrina:goods', (event) => log.events.push(`goods:${event.detail.status}`));
detail.addEventListener('vitrina:ready', (event) => log.events.push(`ready:${event.detail.widget}`));
document.body.append(detail);

const first = loadVitrina({ src: `${sdk}/sdk/loader.js`, api: `${sdk}/api`, locale: 'en_US' });
const second = loadVitrina({ src: `${sdk}/sdk/loader.js`, locale: 'zh_CN' });
log.same = first === second;
first.then(
  (vitrina: Vitrina | null) => {
    log.version = vitrina?.v;
    vitrina?.('on', 'cart', (event) => log.events.push(`cart:${event.detail.count}`));
    vitrina?.('mount', 'search', document.body.appendChild(document.createElement('div')), { placeholder: 'Mounted by command' });
  },
  (error: unknown) => (log.error = String(error)),
);

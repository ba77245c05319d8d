import { loadVitrina, VitrinaMiniCart, VitrinaProductDetail, VitrinaSearch } from '@vitrina/react';
import { StrictMode, useEffect, version } from 'react';
import { record } from './record';

/**
 * The SDK loads from the app's own effect: a parent's effects run after its children's, so every
 * component listens for its events before the loader exists (a widget that mounted before the
 * hydration would send `vitrina:ready` to nobody).
 */
function useVitrina(sdk: string) {
  useEffect(() => {
    const first = loadVitrina({ src: `${sdk}/sdk/loader.js`, api: `${sdk}/api`, locale: 'en_US' });
    // a second call, say from another component: the same promise, no second script
    window.host.samePromise = first === loadVitrina({ src: `${sdk}/sdk/loader.js?again` });
    first.then(
      (vitrina) => {
        window.host.loaded = vitrina?.v;
        vitrina?.('on', 'cart', (event) => record('cart', String(event.detail.count)));
      },
      (error: unknown) => window.host.errors.push(String(error)),
    );
  }, [sdk]);
}

export function App({ goodsId, sdk }: { goodsId: string; sdk: string }) {
  useVitrina(sdk);
  return (
    <StrictMode>
      <main>
        <h1>React {version.split('.')[0]} host</h1>
        <VitrinaSearch
          className="host-search"
          placeholder="Search the host"
          onNavigate={(event) => {
            // route in-app instead of leaving for the storefront
            event.preventDefault();
            record('navigate', event.detail.path);
          }}
          onReady={(event) => record('ready', event.detail.widget)}
        />
        <VitrinaMiniCart onReady={(event) => record('ready', event.detail.widget)} />
        <VitrinaProductDetail
          goodsId={goodsId}
          onReady={(event) => record('ready', event.detail.widget)}
          onGoods={(event) => record('goods', `${event.detail.status} ${event.detail.title}`)}
        >
          <p>Fallback while the widget cannot load</p>
        </VitrinaProductDetail>
      </main>
    </StrictMode>
  );
}

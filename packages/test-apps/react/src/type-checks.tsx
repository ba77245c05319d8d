// Never run: `tsc` compiles it, and fails if a line marked @ts-expect-error compiles.
import '@vitrina/sdk/jsx-react';
import { VitrinaCheckout, VitrinaProductDetail, VitrinaSearch } from '@vitrina/react';

export function TypeChecks() {
  return (
    <>
      <VitrinaProductDetail goodsId="1" onAddToCart={(event) => event.detail.items[0]?.item_id} />
      {/* @ts-expect-error a misspelled attribute */}
      <VitrinaProductDetail goodId="1" />
      {/* @ts-expect-error a wrong event detail: navigate has path and url, no count */}
      <VitrinaSearch onNavigate={(event) => event.detail.count} />
      <VitrinaCheckout step="order" onOrder={(event) => event.detail.total.toFixed(2)} />
      {/* @ts-expect-error an event that is not one */}
      <VitrinaCheckout onOrdered={() => undefined} />
      <vitrina-product-detail goods-id="1" />
      {/* @ts-expect-error attributes are strings (TypeScript lets any dashed name through JSX: misspellings are caught by the components above) */}
      <vitrina-product-detail goods-id={1} />
      {/* @ts-expect-error an element that is not a widget */}
      <vitrina-nope />
    </>
  );
}

// Never run: the elements in Preact's JSX (`@vitrina/sdk/jsx-preact`); `tsc` fails if a line
// marked to expect an error compiles.
import '@vitrina/sdk/jsx-preact';

export function PreactChecks() {
  return (
    <div>
      <vitrina-search placeholder="Search" keyword="tornillo" />
      <vitrina-checkout step="order" sn="T1" />
      {/* @ts-expect-error attributes are strings */}
      <vitrina-product-detail goods-id={1} />
      {/* @ts-expect-error an element that is not a widget */}
      <vitrina-nope />
    </div>
  );
}

// One cart line, for the mini cart's panel and the cart widget (which the storefront's /cart renders):
// the image, the name, the dropshipping tag, what the line says under its name, why it cannot be
// bought, and the subtotal. The cart widget puts its controls (checkbox, promotion, unit price,
// stepper, delete) into the slots, so the panel carries none of them. Two widgets share it, so it
// lives in core/ui; rollup.config.mjs puts it in the mini cart's chunk (the shell loads that on every
// storefront page, and a partner page with only the mini cart then waits for no small extra chunk).
import type { ReactNode } from 'react';
import type { CartLineGlance } from '../contract/types-cart-glance';
import { DROPSHIP } from '../contract/shipment';
import { formatMoney } from '../money';
import { useT } from './use-t';

/** The class names of a line's parts: the panel and the cart style the same markup each its own way. */
export interface LineLook {
  line: string;
  /** side of the square image, in pixels */
  image: number;
  info: string;
  tag: string;
  notice: string;
  subtotal: string;
}

export interface CartLineProps {
  sku: CartLineGlance;
  look: LineLook;
  /** more classes on the line (an invalid line's) */
  class?: string;
  /** the words on the dropshipping tag, from the host's own strings */
  dropship: string;
  /** the goods' page: the name links there (the cart, which routes its links' clicks); plain text without it (the panel) */
  href?: string;
  /** a click on that link (the cart routes it through vitrina:navigate) */
  onFollow?: (e: MouseEvent) => void;
  /** `data-sku` and `data-shipment` on the line, which tests and scripts find the cart's lines by */
  marked?: boolean;
  /** under the name: quantity × unit price (the panel), specs and package (the cart) */
  details?: ReactNode;
  /** why the line cannot be bought as it is; nothing when it can */
  notice?: string;
  /** false: no subtotal (a line that cannot be bought, in the cart) */
  subtotal?: boolean;
  /** read before the subtotal by screen readers (the cart says "Subtotal") */
  subtotalLabel?: string;
  /** before the image: the checkbox, or the "unavailable" tag */
  lead?: ReactNode;
  /** between the name and the subtotal: the cart's promotion, unit price and stepper */
  children?: ReactNode;
  /** after the subtotal: delete */
  trail?: ReactNode;
}

export function CartLine(props: CartLineProps) {
  const { sku, look } = props;
  const { locale } = useT();
  const marks = props.marked ? { 'data-sku': sku.sku_id, 'data-shipment': sku.shipment_type } : {};
  return (
    <li class={props.class ? `${look.line} ${props.class}` : look.line} {...marks}>
      {props.lead}
      <img src={sku.goods_image} alt="" width={look.image} height={look.image} loading="lazy" />
      <div class={look.info}>
        {props.href ? (
          <a href={props.href} onClick={props.onFollow}>
            {sku.name}
          </a>
        ) : (
          <span class="name">{sku.name}</span>
        )}
        {sku.shipment_type === DROPSHIP && <span class={look.tag}>{props.dropship}</span>}
        {props.details}
        {props.notice ? <p class={look.notice}>{props.notice}</p> : null}
      </div>
      {props.children}
      {props.subtotal !== false && (
        <p class={look.subtotal}>
          {props.subtotalLabel && <span class="sr-only">{props.subtotalLabel} </span>}
          <strong>{formatMoney(sku.subtotal, locale)}</strong>
        </p>
      )}
      {props.trail}
    </li>
  );
}

/** `goods-id="12"` → `{ goodsId: '12' }`; data-vitrina and style-ish host attributes are not props. */
export function attributesToProps(el: Element): Record<string, string> {
  const props: Record<string, string> = {};
  for (const { name, value } of Array.from(el.attributes)) {
    if (name === 'data-vitrina' || name === 'class' || name === 'style' || name === 'id' || name === 'data-vitrina-state') continue;
    props[name.replace(/^data-/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return props;
}

// What the question-and-answer pages share: a Javashop page as a list page, who asked or answered,
// and the goods a question is about.
import type { ListPage } from '../member-lists';
import { useT } from '../../../../core/ui/use-t';

export const listOf = <T,>(page: { data: T[]; data_total: number; page_no: number; page_size: number }): ListPage<T> => ({
  items: page.data,
  total: page.data_total,
  pageNo: page.page_no,
  pageSize: page.page_size,
});

/** The name shown for a question or answer: hidden ones read "anonymous buyer". */
export const useWho = () => {
  const { t } = useT();
  return (a: { anonymous: string; member_name: string }) => (a.anonymous === 'YES' || !a.member_name ? t('asks.anonymous') : a.member_name);
};

export function GoodsLink({ item }: { item: { goods_id: number; goods_name: string; goods_img: string } }) {
  return (
    <a class="qa-goods" href={`/goods/${item.goods_id}`}>
      <img src={item.goods_img} alt="" width="48" height="48" loading="lazy" />
      <span>{item.goods_name}</span>
    </a>
  );
}

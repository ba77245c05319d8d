// Request shapes of the member centre (favourites, collected shops, footprint, coupons held,
// the FAQ and notices), as the server's route schemas read them (request-fields.ts).
import { dynamic, optional, type, type Struct } from 'superstruct';
import {
  flag01,
  id,
  int,
  intId,
  isPresent,
  javashopPaging,
  jsonBoolean,
  mallPaging,
  pathIdList,
  text,
  withDefault,
} from './request-fields';
import { PAGE_NO_MAX, PAGE_SIZE_MAX } from './rules';

/** `POST /mallpcapi/memberFavorite/updateFavorite`: a JSON body. */
export const FavoriteForm = type({ goodsId: id(), favorite: jsonBoolean() });
/** `GET /mallpcapi/memberFavorite/query_page`: one goods (is it a favourite?) or the page. */
export const FavoritesQuery = type({ goodsId: optional(id()), ...mallPaging() });
/** `GET /mallpcapi/product/queryBrowseRecord` */
export const FootprintQuery = type(mallPaging());
/** `POST /buyer/members/collection/shop` */
export const ShopCollectForm = type({ shop_id: intId() });
/** A shop in the path. */
export const ShopParams = type({ shop_id: intId() });
/** `GET /buyer/members/coupon`: 0 all, 1 usable, 2 used, 3 expired. */
export const MemberCouponQuery = type({ status: withDefault(int(0, 3), 0), ...javashopPaging() });

export interface FaqQuery {
  id?: number;
  keyword?: string;
}
/** `GET /mallpcapi/systemQuestionAnswer/getQuestionOrAnswer`: `id`, that one question; else a `keyword` to search. */
export const FaqQuery = dynamic<FaqQuery>(
  (query) =>
    (isPresent((query as Record<string, unknown> | undefined)?.id) ? type({ id: id() }) : type({ keyword: text(100) })) as Struct<
      FaqQuery,
      unknown
    >,
);

/** Spec §9: the notice list shows 5 a page. */
const NOTICE_PAGE_SIZE = 5;
/** `GET /buyer/members/member-nocice-logs`: a page, only the read (1) or unread (0) ones when asked. */
export const NoticeQuery = type({
  page_no: withDefault(int(1, PAGE_NO_MAX), 1),
  page_size: withDefault(int(1, PAGE_SIZE_MAX), NOTICE_PAGE_SIZE),
  read: optional(flag01()),
});
/** `:ids` of the notice calls: `1,2,3`, at most 100. */
export const NoticeIdsParams = type({ ids: pathIdList(100) });

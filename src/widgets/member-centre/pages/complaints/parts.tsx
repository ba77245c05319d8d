import type { ReactNode } from 'react';
import type { ComplaintStatus } from '../../../../core/api/complaints';
import { useT } from '../../../../core/ui/use-t';
import { useSheet } from '../../../../core/ui/use-sheet';
import { MemberFrame } from '../parts';
import css from './complaints.css?inline';

/** The member centre frame around a complaint page, with the pages' sheet; the side menu marks "my complaints". */
export function ComplaintFrame({ title, children }: { title: string; children: ReactNode }) {
  const ref = useSheet<HTMLDivElement>(css);
  return (
    <MemberFrame path="/member/my-complaint" title={title}>
      <div ref={ref} class="cp-page">
        {children}
      </div>
    </MemberFrame>
  );
}

export function StatusBadge({ status }: { status: ComplaintStatus }) {
  const { t } = useT();
  return (
    <span class="cp-badge" data-status={status}>
      {t(`cp.status.${status}`)}
    </span>
  );
}

export const LIST_HREF = '/member/my-complaint';
export const APPLY_HREF = '/member/my-complaint/complaint-apply';
export const detailHref = (id: number) => `/member/my-complaint/detail?id=${id}`;
export const applyHref = (orderSn: string, skuId?: number) =>
  `${APPLY_HREF}?${new URLSearchParams({ order_sn: orderSn, ...(skuId ? { sku_id: String(skuId) } : {}) })}`;

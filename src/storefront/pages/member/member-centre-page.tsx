import { useEffect, useRef, useState } from 'react';
import { navigate } from '../../../core/navigate';
import { useT } from '../../../core/ui/use-t';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import { defineWidgetElement } from '../../widget-element';

// The page embeds the very widget a partner embeds; its chunk loads with this page, not before.
defineWidgetElement('vitrina-member-centre', () => import('../../../widgets/member-centre/index'));

/**
 * Every `/member/*` page of spec §2: the member centre widget, told the page by the URL (`path`).
 * The URL stays the spec's: a page change inside the widget (`vitrina:route`) is cancelled and
 * becomes a history entry here, and the page's own title (`vitrina:title`) the document's.
 */
export default function MemberCentrePage({ route, location }: PageProps) {
  const { t } = useT();
  const ref = useRef<HTMLElement>(null);
  const [title, setTitle] = useState<string>();
  useDocumentTitle(title ?? t(`sf.route.${route.name}`));
  useEffect(() => {
    const widget = ref.current;
    // the router takes the page change: a history entry, and the widget shown again with its path
    const onRoute = (e: Event) => {
      e.preventDefault();
      navigate((e as CustomEvent<{ path: string }>).detail.path, widget ?? document);
    };
    const onTitle = (e: Event) => setTitle((e as CustomEvent<{ title: string }>).detail.title);
    widget?.addEventListener('vitrina:route', onRoute);
    widget?.addEventListener('vitrina:title', onTitle);
    return () => {
      widget?.removeEventListener('vitrina:route', onRoute);
      widget?.removeEventListener('vitrina:title', onTitle);
    };
  }, []);
  return <vitrina-member-centre ref={ref} path={location.pathname + location.search} />;
}

import { useEffect } from 'react';
import { emit } from '../../core/events';
import { useHost } from '../../core/ui/host';

/**
 * A member page names itself: the member centre tells its host (`vitrina:title`) instead of
 * writing `document.title`, which belongs to the host page; full-page mode titles the document with it.
 */
export function useDocumentTitle(title: string | undefined): void {
  const host = useHost();
  useEffect(() => {
    if (title) emit(host, 'title', { widget: 'member-centre', title });
  }, [title, host]);
}

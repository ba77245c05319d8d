import { createContext, useContext, useEffect } from 'react';

/** The shell's ear for the title of the page it shows (the shell tells the host page). */
export const TitleContext = createContext<(title: string) => void>(() => undefined);

/**
 * A member page names itself: the member centre reports it (`vitrina:title`) instead of writing
 * `document.title`, which belongs to the host page; full-page mode sets the document's from it.
 */
export function useDocumentTitle(title: string | undefined): void {
  const report = useContext(TitleContext);
  useEffect(() => {
    if (title) report(title);
  }, [title, report]);
}

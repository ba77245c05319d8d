import { useSheet } from '../../../core/ui/use-sheet';
import css from './browse.css?inline';

/** Adopts the browse pages' stylesheet into the root the page renders in (see lib/use-sheet). */
export const useBrowseSheet = <T extends HTMLElement>() => useSheet<T>(css);

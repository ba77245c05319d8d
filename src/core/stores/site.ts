import { atom } from 'nanostores';
import { fetchSite, type Site } from '../api/site';
import { writeJson, keys } from '../session';

export type SiteState =
  | { status: 'loading' }
  | { status: 'open'; site: Site }
  | { status: 'closed'; site: Site }
  | { status: 'error'; error: unknown };

export const $site = atom<SiteState>({ status: 'loading' });

let loading: Promise<SiteState> | undefined;

/** Spec §4 route guard step 1: the site configuration is loaded first (once per page). */
export function loadSite(): Promise<SiteState> {
  loading ||= fetchSite().then(
    (site) => {
      writeJson(keys.site, site);
      const state: SiteState = site.siteon === 0 ? { status: 'closed', site } : { status: 'open', site };
      $site.set(state);
      return state;
    },
    (error: unknown) => {
      loading = undefined; // a later mount may try again
      const state: SiteState = { status: 'error', error };
      $site.set(state);
      return state;
    },
  );
  return loading;
}

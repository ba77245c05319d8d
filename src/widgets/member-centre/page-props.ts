import type { MemberLocation } from './member-pages';

/**
 * What every member page receives from the member centre's shell: the route it was opened as
 * (the storefront's route name, which some pages branch on) and where the centre is.
 */
export interface PageProps {
  route: { name: string };
  location: MemberLocation;
}

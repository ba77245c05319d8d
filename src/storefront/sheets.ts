// The storefront shadow root's own styles, in the order the member centre adopts the same core/ui
// sheets before its own. One list for the client (adopted, element.tsx) and for the server's first
// screen (the same text as a file the page links: scripts/ssr-build.mjs).
import controls from '../core/ui/controls.css?inline';
import lists from '../core/ui/lists.css?inline';
import pageBase from '../core/ui/page-base.css?inline';
import steps from '../core/ui/steps.css?inline';
import shell from './shell.css?inline';
import pages from './pages.css?inline';

export const storefrontCss = controls + pageBase + shell + lists + steps + pages;

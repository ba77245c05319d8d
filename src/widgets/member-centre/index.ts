// The runtime's entry points travel with every widget chunk, so the loader needs one import.
export { init, mount, unmount, command } from '../../core/runtime';
import { defineWidget } from '../../core/runtime/widget';
import { memberStrings } from './i18n';
import { MemberCentre } from './member-centre';
import controlsCss from '../../core/ui/controls.css?inline';
import listsCss from '../../core/ui/lists.css?inline';
import pageBaseCss from '../../core/ui/page-base.css?inline';
import css from './member-centre.css?inline';

export default defineWidget({
  name: 'member-centre',
  Component: MemberCentre,
  css: controlsCss + pageBaseCss + listsCss + css,
  strings: memberStrings,
});

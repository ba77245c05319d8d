// The runtime's entry points travel with every widget chunk, so the loader needs one import.
export { init, mount, unmount, command } from '../../core/runtime';
import { defineWidget } from '../../core/runtime/widget';
import { LoginWidget } from './login-widget';
import dialogCss from '../../core/ui/dialog.css?inline';
import css from './login.css?inline';
import { loginStrings } from './strings';

export default defineWidget({ name: 'login', Component: LoginWidget, css: dialogCss + css, strings: loginStrings });

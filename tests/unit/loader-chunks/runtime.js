// Stands in for the shared runtime chunk of the build: the loader only needs its entry points.
const state = (globalThis.__vitrinaChunks ??= { calls: [] });
export function init(config) {
  state.calls.push(['init', config]);
}
export function mount(host, widget, props) {
  state.calls.push(['mount', widget.name, host, props]);
  host.shadowRoot || host.attachShadow({ mode: 'open' });
  host.shadowRoot.innerHTML = `<p>${widget.name}</p>`;
}
export function unmount(host) {
  state.calls.push(['unmount', host]);
}
export function command(name, args) {
  state.calls.push(['command', name, args]);
}

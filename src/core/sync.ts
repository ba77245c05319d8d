// Cross-tab sync of session and cart: one BroadcastChannel per origin. Messages carry no data,
// only what happened: the receiving tab re-reads its cookies and asks the server. They say which
// way the session went because Chromium does not order a cookie write in one tab before a message
// it then posts: the other tab can still read the tokens a logout has just removed.
export type Topic = 'login' | 'logout' | 'cart';
type Listener = (topic: Topic) => void;

let channel: BroadcastChannel | undefined;
const listeners = new Set<Listener>();

function open(): BroadcastChannel | undefined {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel('vitrina');
    channel.onmessage = (e: MessageEvent<Topic>) => listeners.forEach((l) => l(e.data));
  }
  return channel;
}

export function broadcast(topic: Topic): void {
  open()?.postMessage(topic);
}

export function onBroadcast(listener: Listener): () => void {
  open();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

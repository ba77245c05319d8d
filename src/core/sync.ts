// Cross-tab sync of session and cart: one BroadcastChannel per origin. Messages carry no data,
// only "look again": the receiving tab re-reads its cookies and asks the server.
type Topic = 'session' | 'cart';
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

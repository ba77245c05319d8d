import { useEffect, useRef, useState } from 'react';
import { chatMessages, generateChatSsoUrl, openChat, sendChat, type ChatMessageView } from '../../../core/api/chat';
import { env } from '../../../core/env';
import { errorField, errorText } from '../../../core/errors';
import { bcp47 } from '../../../core/locale';
import { formatMoney } from '../../../core/money';
import { navigate } from '../../../core/navigate';
import { useT } from '../../../core/ui/use-t';
import { Icon } from '../../../core/ui/icons';
import { ErrorState } from '../../../core/ui/states';
import { useAsync } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import { useSheet } from '../../../core/ui/use-sheet';
import css from './chat.css?inline';
import { ErrorLine, type FormError } from '../../../widgets/member-centre/pages/parts';

/** How often the open conversation asks for new messages while the tab is visible. */
export const CHAT_POLL_MS = 3000;

const useChatSheet = <T extends HTMLElement>() => useSheet<T>(css);

/**
 * `/chat?shop_id&goods_id` (layout im): asks the server for the SSO URL of the chat provider. An
 * outside provider is opened at that URL; the built-in development provider is opened in place
 * with the ticket, so the ticket never shows in the address bar.
 */
export default function ChatPage({ location }: PageProps) {
  const { t } = useT();
  const ref = useChatSheet<HTMLDivElement>();
  const shopId = location.query.shop_id ?? '0';
  const goodsId = location.query.goods_id;
  const { state, retry } = useAsync(async () => {
    const sso = await generateChatSsoUrl(
      shopId === '' ? 0 : (shopId as unknown as number),
      goodsId ? (goodsId as unknown as number) : undefined,
    );
    if (sso.provider === 'external') {
      window.location.assign(sso.url);
      return undefined;
    }
    return openChat(new URL(sso.url).searchParams.get('ticket') ?? '');
  }, [shopId, goodsId]);
  const conversation = state.status === 'ready' ? state.data : undefined;
  const title = conversation ? conversation.shopName || t('acct.chat.platform') : t('acct.chat.title');
  useDocumentTitle(title);

  return (
    <div ref={ref} class="chat" aria-busy={state.status === 'loading'}>
      {state.status === 'error' ? (
        <div class="chat-state">
          <ErrorState error={state.error} onRetry={retry} />
          <a class="btn" href="/chat" onClick={(e) => (e.preventDefault(), navigate('/chat', e.currentTarget))}>
            {t('acct.chat.support')}
          </a>
        </div>
      ) : state.status === 'ready' && !conversation ? (
        <p class="chat-state" role="status">
          {t('acct.chat.redirecting')}
        </p>
      ) : conversation ? (
        <Conversation key={conversation.conversationId} conversation={conversation} title={title} />
      ) : (
        <p class="chat-state muted">{t('acct.chat.loading')}</p>
      )}
    </div>
  );
}

type Opened = NonNullable<Awaited<ReturnType<typeof openChat>>>;

function Conversation({ conversation, title }: { conversation: Opened; title: string }) {
  const { t, locale } = useT();
  const [messages, setMessages] = useState<ChatMessageView[]>(conversation.messages);
  const [error, setError] = useState<FormError>();
  const [busy, setBusy] = useState(false);
  const [goodsSent, setGoodsSent] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const lastId = useRef(0);
  lastId.current = messages.length ? messages[messages.length - 1]!.id : 0;

  const merge = (incoming: ChatMessageView[]) =>
    setMessages((current) => {
      const seen = new Set(current.map((m) => m.id));
      const fresh = incoming.filter((m) => !seen.has(m.id));
      return fresh.length ? [...current, ...fresh].sort((a, b) => a.id - b.id) : current;
    });

  // new messages (a seller's answer) arrive by polling while the page is visible
  useEffect(() => {
    let stopped = false;
    let timer: unknown;
    const controller = new AbortController();
    const tick = async () => {
      if (document.visibilityState === 'visible') {
        try {
          merge((await chatMessages(conversation.conversationId, lastId.current, controller.signal)).messages);
        } catch {
          // a missed poll is retried on the next tick
        }
      }
      if (!stopped) timer = env.setTimeout(() => void tick(), CHAT_POLL_MS);
    };
    timer = env.setTimeout(() => void tick(), CHAT_POLL_MS);
    return () => {
      stopped = true;
      controller.abort();
      env.clearTimeout(timer);
    };
  }, [conversation.conversationId]);

  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);
  useEffect(() => input.current?.focus(), []);

  const send = async (content: string, goodsId?: number) => {
    setBusy(true);
    setError(undefined);
    try {
      merge((await sendChat(conversation.conversationId, content, goodsId)).messages);
      if (goodsId !== undefined) setGoodsSent(true);
      else if (input.current) input.current.value = '';
    } catch (failure) {
      setError({ field: errorField(failure) ?? 'content', text: errorText(failure) });
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };

  const submit = (e: Event) => {
    e.preventDefault();
    const content = input.current?.value.trim() ?? '';
    if (!content) return setError({ field: 'content', text: t('acct.chat.empty') });
    void send(content);
  };
  // Enter sends, Shift+Enter starts a new line (the usual chat keys)
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
      e.preventDefault();
      (e.currentTarget as HTMLTextAreaElement).form?.requestSubmit();
    }
  };
  const time = (s: number) => new Date(s * 1000).toLocaleTimeString(bcp47(locale), { hour: '2-digit', minute: '2-digit' });

  return (
    <>
      <header class="chat-head">
        {conversation.shopLogo ? (
          <img src={conversation.shopLogo} alt="" width="40" height="40" />
        ) : (
          <span class="chat-logo" aria-hidden="true">
            <Icon name="chat" size={20} />
          </span>
        )}
        <div>
          <h1>{title}</h1>
          <p class="chat-dev" role="note">
            {t('acct.chat.devNotice')}
          </p>
        </div>
        {conversation.shopId > 0 && (
          <a class="btn" href={`/shop/${conversation.shopId}`}>
            {t('acct.chat.visitShop')}
          </a>
        )}
      </header>
      {conversation.goods && !goodsSent && (
        <div class="chat-offer">
          <GoodsCard goods={conversation.goods} price={formatMoney(conversation.goods.price, locale)} />
          <button type="button" class="btn" disabled={busy} onClick={() => void send('', conversation.goods!.goodsId)}>
            {t('acct.chat.sendGoods')}
          </button>
        </div>
      )}
      <div ref={log} class="chat-log" role="log" aria-live="polite" aria-label={t('acct.chat.history')} tabIndex={0}>
        <ol class="chat-list">
          {messages.length === 0 && <li class="chat-empty muted">{t('acct.chat.start')}</li>}
          {messages.map((m) => (
            <li
              key={m.id}
              class={`chat-msg ${m.sender === 'BUYER' ? 'mine' : 'theirs'}${m.sender === 'AUTO' ? ' auto' : ''}`}
              data-sender={m.sender}
            >
              <span class="chat-who">
                {m.sender === 'BUYER' ? t('acct.chat.you') : m.sender === 'AUTO' ? t('acct.chat.autoLabel') : title} ·{' '}
                <time>{time(m.createTime)}</time>
              </span>
              {m.sender === 'AUTO' ? <p>{t('acct.chat.autoReply', { shop: title })}</p> : m.content && <p>{m.content}</p>}
              {m.goods && <GoodsCard goods={m.goods} price={formatMoney(m.goods.price, locale)} />}
            </li>
          ))}
        </ol>
      </div>
      <form class="chat-form" noValidate onSubmit={submit} aria-describedby={error ? 'chat-error' : undefined}>
        <label class="chat-label" for="chat-input">
          {t('acct.chat.label')}
        </label>
        <textarea
          id="chat-input"
          ref={input}
          name="content"
          rows={2}
          maxLength={1000}
          placeholder={t('acct.chat.placeholder')}
          aria-invalid={error?.field === 'content'}
          onKeyDown={onKeyDown}
        />
        <button type="submit" class="btn primary" disabled={busy} aria-busy={busy}>
          {t('acct.chat.send')}
        </button>
      </form>
      <ErrorLine error={error} id="chat-error" />
    </>
  );
}

function GoodsCard({ goods, price }: { goods: { goodsId: number; name: string; thumbnail: string }; price: string }) {
  return (
    <a
      class="chat-goods"
      href={`/goods/${goods.goodsId}`}
      onClick={(e) => (e.preventDefault(), navigate(`/goods/${goods.goodsId}`, e.currentTarget))}
    >
      <img src={goods.thumbnail} alt="" width="48" height="48" loading="lazy" />
      <span class="chat-goods-name">{goods.name}</span>
      <strong>{price}</strong>
    </a>
  );
}

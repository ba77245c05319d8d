import type es from './es_MX';

export default {
  qa: {
    nav: { consultation: '我的咨询', answer: '回答问题', messages: '咨询消息' },
  },
} satisfies typeof es;

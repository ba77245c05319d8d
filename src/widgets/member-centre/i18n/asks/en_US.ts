import type es from './es_MX';

export default {
  qa: {
    nav: { consultation: 'My questions', answer: 'Answer questions', messages: 'Question alerts' },
  },
} satisfies typeof es;

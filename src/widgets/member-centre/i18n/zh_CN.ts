import type es from './es_MX';
import ui from '../../../core/ui/i18n/zh_CN';
import account from './account/zh_CN';
import buying from './buying/zh_CN';
import reviews from './reviews/zh_CN';
import afterSale from './after-sale/zh_CN';
import invoice from '../../../core/ui/i18n/invoice/zh_CN';

// The member centre's strings: the account and buying pages' own (acct, buy), core/ui's states
// and pager (ui), and the shell's (mc).
export default {
  ...account,
  ...buying,
  ...reviews,
  ...afterSale,
  // the invoice form's words, shared with the checkout's invoice step
  ...invoice,
  ...ui,
  mc: {
    login: '登录后查看您的账户：订单、地址、发票等。',
    loginButton: '登录',
    receipts: '我的发票',
    receiptDetail: '发票详情',
  },
} satisfies typeof es;

import type es from './es_MX';
import ui from '../../../core/ui/i18n/zh_CN';
import account from './account/zh_CN';
import buying from './buying/zh_CN';
import reviews from './reviews/zh_CN';
import afterSale from './after-sale/zh_CN';
import asks from './asks/zh_CN';
import invoice from '../../../core/ui/i18n/invoice/zh_CN';

// The member centre's strings: the account and buying pages' own (acct, buy), core/ui's states
// and pager (ui), and the shell's (mc).
export default {
  ...account,
  ...buying,
  ...reviews,
  ...afterSale,
  ...asks,
  // the invoice form's words, shared with the checkout's invoice step
  ...invoice,
  ...ui,
  mc: {
    // the side menu's entry of the distribution section (its pages bring their own strings)
    distribution: '分销',
    login: '登录后查看您的账户：订单、地址、发票等。',
    loginButton: '登录',
    receipts: '我的发票',
    receiptDetail: '发票详情',
    // the side menu's entry of the complaint pages, whose own strings load with their chunk
    complaints: '我的投诉',
  },
} satisfies typeof es;

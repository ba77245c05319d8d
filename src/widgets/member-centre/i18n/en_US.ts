import type es from './es_MX';
import ui from '../../../core/ui/i18n/en_US';
import account from './account/en_US';
import buying from './buying/en_US';
import reviews from './reviews/en_US';
import afterSale from './after-sale/en_US';
import asks from './asks/en_US';
import invoice from '../../../core/ui/i18n/invoice/en_US';

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
    distribution: 'Distribution',
    login: 'Log in to see your account: orders, addresses, invoices and more.',
    loginButton: 'Log in',
    receipts: 'My invoices',
    receiptDetail: 'Invoice details',
    // the side menu's entry of the complaint pages, whose own strings load with their chunk
    complaints: 'My complaints',
  },
} satisfies typeof es;

import ui from '../../../core/ui/i18n/es_MX';
import account from './account/es_MX';
import buying from './buying/es_MX';
import reviews from './reviews/es_MX';
import afterSale from './after-sale/es_MX';
import asks from './asks/es_MX';
import invoice from '../../../core/ui/i18n/invoice/es_MX';

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
    distribution: 'Distribución',
    login: 'Inicia sesión para ver tu cuenta: pedidos, direcciones, facturas y más.',
    loginButton: 'Iniciar sesión',
    receipts: 'Mis facturas',
    receiptDetail: 'Detalle de la factura',
    // the side menu's entry of the complaint pages, whose own strings load with their chunk
    complaints: 'Mis quejas',
  },
};

import cart from '../../../../widgets/cart/i18n/es_MX';
import checkout from '../../../../widgets/checkout/i18n/es_MX';
import member from '../../../../widgets/member-centre/i18n/buying/es_MX';
import { buyingDict } from './compose';

export default buyingDict(member, cart, checkout);

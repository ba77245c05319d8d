import cart from '../../../../widgets/cart/i18n/en_US';
import checkout from '../../../../widgets/checkout/i18n/en_US';
import member from '../../../../widgets/member-centre/i18n/buying/en_US';
import { buyingDict } from './compose';

export default buyingDict(member, cart, checkout);

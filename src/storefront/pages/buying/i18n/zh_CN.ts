import cart from '../../../../widgets/cart/i18n/zh_CN';
import checkout from '../../../../widgets/checkout/i18n/zh_CN';
import member from '../../../../widgets/member-centre/i18n/buying/zh_CN';
import { buyingDict } from './compose';

export default buyingDict(member, cart, checkout);

// Catalogue page strings (zh_CN): one file per part so each part grows on its own.
import browse from './browse/zh_CN';
import content from './content/zh_CN';
import detail from './detail/zh_CN';
import promo from './promo/zh_CN';

export default { cat: { browse, detail, promo, content } };

// Catalogue page strings (en_US): one file per part so each part grows on its own.
import browse from './browse/en_US';
import content from './content/en_US';
import detail from './detail/en_US';
import promo from './promo/en_US';

export default { cat: { browse, detail, promo, content } };

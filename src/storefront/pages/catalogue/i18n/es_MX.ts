// Catalogue page strings (es_MX): one file per part so each part grows on its own.
import browse from './browse/es_MX';
import content from './content/es_MX';
import detail from './detail/es_MX';
import promo from './promo/es_MX';

export default { cat: { browse, detail, promo, content } };

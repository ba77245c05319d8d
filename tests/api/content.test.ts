import { expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/contract/types';
import type { Article, ArticleCategory } from '../../src/core/contract/types-content';
import { describeBackends } from './support/backends';
import { json, LOCALES_UNDER_TEST } from './support/client';

const DOCUMENTS: [id: number, es: string, en: string, zh: string][] = [
  [6905, 'Política de devoluciones', 'Returns policy', '退货政策'],
  [6907, 'Guía de lanzamiento', 'Launch guide', '上架指南'],
  [6908, 'Política de envíos', 'Shipping policy', '配送政策'],
  [6909, 'Formas de pago', 'Payment methods', '支付方式'],
  [6910, 'Facturación (CFDI)', 'Tax invoices (CFDI)', '发票（CFDI）'],
  [6911, 'Contrato de distribuidor', 'Distributor agreement', '经销商协议'],
  [6912, 'Contrato de registro de fábrica', 'Factory registration agreement', '工厂入驻协议'],
  [6913, 'Contrato de registro de vendedor', 'Seller registration agreement', '卖家入驻协议'],
];

describeBackends('content: help, documents, policy and terms', (api) => {
  const get = (url: string) => api.inject({ method: 'GET', url: `/api${url}` });
  const titleIn = (lang: string, es: string, en: string, zh: string) => ({ es_MX: es, en_US: en, zh_CN: zh })[lang];

  it.each(DOCUMENTS.flatMap((doc) => LOCALES_UNDER_TEST.map((lang) => [doc[0], lang, doc] as const)))(
    'document %i in %s: its title, headings and lists from the database',
    async (id, lang, [, es, en, zh]) => {
      const article = json<Article>(await get(`/buyer/pages/articles/${id}?lang=${lang}`));
      expect(article).toMatchObject({ article_id: id, article_name: titleIn(lang, es, en, zh) });
      expect(article.content).toMatch(/<h2>/);
      expect(article.content).toMatch(/<(ul|ol)>/);
      expect(article.content.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      if (lang === 'zh_CN') expect(article.content).toMatch(/[\u4e00-\u9fff]/);
      expect(article.create_time).toBeGreaterThan(0);
    },
  );

  it('the three languages of a document are different texts', async () => {
    const texts = await Promise.all(
      LOCALES_UNDER_TEST.map(async (lang) => json<Article>(await get(`/buyer/pages/articles/6908?lang=${lang}`)).content),
    );
    expect(new Set(texts).size).toBe(3);
  });

  it.each([
    ['PRIVACY_POLICY', 'Aviso de privacidad', 'Privacy policy', '隐私政策'],
    ['TERMS_OF_SERVICE', 'Términos y condiciones', 'Terms of service', '服务条款'],
  ])('the article at %s', async (position, es, en, zh) => {
    for (const lang of LOCALES_UNDER_TEST) {
      const article = json<Article>(await get(`/buyer/pages/articles/show-position/${position}?lang=${lang}`));
      expect(article).toMatchObject({ show_position: position, article_name: titleIn(lang, es, en, zh) });
    }
  });

  it.each(LOCALES_UNDER_TEST)('help categories in %s list their articles; documents are their own type', async (lang) => {
    const help = json<ArticleCategory[]>(await get(`/buyer/pages/article-categories?lang=${lang}`));
    expect(help.length).toBe(4);
    expect(help.every((c) => c.category_type === 'HELP' && c.articles.length > 0)).toBe(true);
    expect(help[0]!.name).toBe(titleIn(lang, 'Compras y pedidos', 'Buying and orders', '购物与订单'));
    const ids = help.flatMap((c) => c.articles.map((a) => a.article_id));
    expect(ids).toEqual(expect.arrayContaining([6905, 6908, 6909, 6910, 6907]));
    const docs = json<ArticleCategory[]>(await get(`/buyer/pages/article-categories?category_type=DOC&lang=${lang}`));
    expect(docs.flatMap((c) => c.articles.map((a) => a.article_id))).toEqual(expect.arrayContaining([6911, 6912, 6913, 6901, 6902]));
  });

  it('stored HTML is served as stored: sanitizing is the client’s job (the sample article carries a script)', async () => {
    const article = json<Article>(await get('/buyer/pages/articles/103'));
    expect(article.content).toContain('<script>');
    expect(article.content).toContain('onerror=');
  });

  it.each([
    ['/buyer/pages/articles/6906', 404, '6906'],
    ['/buyer/pages/articles/abc', 400, 'article_id'],
    ['/buyer/pages/articles/0', 400, 'article_id'],
    ['/buyer/pages/articles/show-position/NOWHERE', 400, 'position'],
    ['/buyer/pages/article-categories?category_type=FAQ', 400, 'category_type'],
  ])('GET %s → %i naming %s, in every language', async (url, status, field) => {
    const messages = new Set<string>();
    for (const lang of LOCALES_UNDER_TEST) {
      const reply = await get(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`);
      expect(reply.statusCode).toBe(status);
      const { message } = json<ApiErrorBody>(reply);
      expect(message).toContain(field);
      messages.add(message);
    }
    expect(messages.size).toBe(3);
  });
});

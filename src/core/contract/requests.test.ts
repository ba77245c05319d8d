// The request structs (requests-<domain>.ts) are what the route schemas will be built from, so each
// must take what the client sends and refuse a field of the wrong type, naming it. One row a
// struct: a request as the client builds it (typed by the struct's own Infer type, so the two
// cannot drift) and one field given a value of the wrong type.
import { validate, type Struct } from 'superstruct';
import { describe, expect, test } from 'vitest';
import { CaptchaScene, EmailRegistration, MobileRegistration, ProfileForm, SmsScene } from './requests-accounts';
import { ActivityAdd, PromotionChoice } from './requests-cart';
import { CommentFilter, GoodsTag, ProductQuery, ShopQuery } from './requests-catalogue';
import { AddressForm } from './requests-checkout';
import { FeedbackForm } from './requests-feedback';
import { MerchantApply } from './requests-merchant-form';
import { PurchaseForm, PurchaseSearch } from './requests-purchase';
import { MailFields, TitleFields, ZpzzFields } from './requests-receipts';

interface Row {
  name: string;
  struct: Struct<unknown, unknown>;
  sample: Record<string, unknown>;
  field: string;
  wrong: unknown;
}

const row = <T extends object>(
  name: string,
  struct: Struct<T, unknown>,
  sample: NoInfer<T>,
  field: keyof T & string,
  wrong: unknown,
): Row => ({
  name,
  struct: struct as Struct<unknown, unknown>,
  sample: sample as Record<string, unknown>,
  field,
  wrong,
});

const hash = 'a'.repeat(64);

const rows: Row[] = [
  row(
    'ProfileForm',
    ProfileForm,
    { nickname: 'Ana', email: '', sex: 1, birthday: 631152000, language: 4, headImg: '/uploads/a.png' },
    'sex',
    '1',
  ),
  row(
    'MobileRegistration',
    MobileRegistration,
    { username: 'ana_l', password: hash, mobile: '5512345678', smsCode: '123456' },
    'smsCode',
    123456,
  ),
  row('EmailRegistration', EmailRegistration, { username: 'ana_l', password: hash, email: 'ana@example.mx' }, 'email', null),
  row('PromotionChoice', PromotionChoice, { seller_id: 3, sku_id: 11, promotion_id: 5, promotion_type: 'SECKILL' }, 'promotion_id', '5'),
  row('ActivityAdd', ActivityAdd, { sku_id: 11, num: 6, activity_id: 9, promotion_type: 'GROUPBUY' }, 'num', '6'),
  row(
    'ProductQuery',
    ProductQuery,
    { keyword: 'tornillo', productCateGrandId: 2, sort: 'price_asc', pageNo: 1, pageSize: 20 },
    'sort',
    'cheapest',
  ),
  row('CommentFilter', CommentFilter, { grade: 'good', withImages: true }, 'grade', 'great'),
  row('ShopQuery', ShopQuery, { keyword: 'ferre', pageNo: 2, pageSize: 12 }, 'pageNo', '2'),
  row(
    'AddressForm',
    AddressForm,
    {
      name: 'Ana',
      mobile: '5512345678',
      country: 1,
      province_id: 1,
      city_id: 2,
      county_id: 3,
      addr: 'Colima 123',
      zip: '44100',
      def_addr: 1,
    },
    'country',
    3,
  ),
  row('FeedbackForm', FeedbackForm, { type: 'PROBLEM', content: 'The page hangs', contact: '' }, 'type', 'BUG'),
  row(
    'MerchantApply',
    MerchantApply,
    { applyType: '1', mainSalesChannels: 'Tienda', purchaseAmount: '10000', remark: '', attachment: '/uploads/a.pdf' },
    'applyType',
    1,
  ),
  row(
    'PurchaseForm',
    PurchaseForm,
    {
      title: 'Tornillos',
      goods_type: '1',
      goods_names: 'Tornillo 1/4',
      goods_category: '2',
      goods_num: '500',
      goods_unit: 'pz',
      goods_sku: '',
      goods_img: '',
      closing_date: '1767225600',
      receiving_date: '1767830400',
      price_type: '1',
      goods_price: '0',
      ship_county: '3',
      seller_county: '',
      need_receipt: '0',
      remark: '',
      privacy: '0',
      contact_name: 'Ana',
      contact_num: '5512345678',
    },
    'goods_num',
    500,
  ),
  row('PurchaseSearch', PurchaseSearch, { keyword: 'tornillo', status: 'open', mine: false, pageNo: 1, pageSize: 10 }, 'status', 'done'),
  row('TitleFields', TitleFields, { receipt_title: 'Ana López', tax_no: 'LOLA800101AB1' }, 'tax_no', 800101),
  row(
    'ZpzzFields',
    ZpzzFields,
    {
      company_name: 'Comercializadora SA',
      taxpayer_code: 'CDB010203AB1',
      register_address: 'Av. Juárez 100',
      register_tel: '4771234567',
      bank_name: 'BBVA',
      bank_account: '012180001234567891',
    },
    'bank_account',
    1218000123, // a CLABE as a number would lose digits: it is text
  ),
  row(
    'MailFields',
    MailFields,
    { member_name: 'Ana', member_mobile: '5512345678', region: 'Jalisco, Guadalajara', detail_addr: 'Colima 123' },
    'region',
    [],
  ),
];

describe('request structs', () => {
  test.each(rows.map((r) => [r.name, r] as const))('%s takes a request as the client builds it', (_, r) => {
    expect(validate(r.sample, r.struct)[0]).toBeUndefined();
  });

  test.each(rows.map((r) => [r.name, r] as const))('%s refuses a field of the wrong type, naming it', (_, r) => {
    const [error] = validate({ ...r.sample, [r.field]: r.wrong }, r.struct);
    expect(error?.path).toEqual([r.field]);
  });

  // Required fields are refused when absent; optional ones are not (a route schema must say which is which).
  test.each([
    ['ProfileForm without nickname', ProfileForm, { email: '', sex: 1, birthday: 0, language: 4 }, ['nickname']],
    ['PurchaseSearch without pageSize', PurchaseSearch, { pageNo: 1 }, ['pageSize']],
    ['AddressForm without zip', AddressForm, { name: 'Ana', mobile: '5512345678', country: 2, addr: 'x', def_addr: 0 }, ['zip']],
  ] as const)('%s is refused', (_, struct, sample, path) => {
    expect(validate(sample, struct as Struct<unknown, unknown>)[0]?.path).toEqual(path);
  });

  test.each([
    [
      'ProfileForm keeps the current avatar without headImg',
      ProfileForm,
      { nickname: 'Ana', email: '', sex: -1, birthday: 0, language: 4 },
    ],
    ['ProductQuery with no filter at all', ProductQuery, {}],
    ['TitleFields with its empty fields left out', TitleFields, { receipt_title: 'Ana' }],
  ] as const)('%s is taken', (_, struct, sample) => {
    expect(validate(sample, struct as Struct<unknown, unknown>)[0]).toBeUndefined();
  });

  test.each([
    ['SmsScene', SmsScene, ['LOGIN', 'REGISTER', 'BIND', 'CHANGE_MOBILE'], 'LOGOUT'],
    ['CaptchaScene', CaptchaScene, ['LOGIN', 'FIND_PWD'], 'REGISTER'],
    ['GoodsTag', GoodsTag, ['hot', 'new', 'recommend'], 'sale'],
  ] as const)('%s takes its values and no other', (_, struct, values, other) => {
    for (const value of values) expect(struct.is(value)).toBe(true);
    expect(struct.is(other)).toBe(false);
  });
});

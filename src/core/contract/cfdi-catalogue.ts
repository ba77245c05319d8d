/**
 * SAT's CFDI 4.0 catalogues as data: `c_RegimenFiscal` (the buyer's tax regime, and whether a
 * person, a company or both may be in it) and `c_UsoCFDI` (what the buyer will use the invoice
 * for, and which regimes may say so). Shared by the invoice forms (their selects) and the server
 * (its checks). Uses for payroll (CN01) and payment receipts (CP01) are left out: an order's
 * invoice is never either.
 */
import type { Locale } from './locales';

export type RegimeApplies = 'person' | 'company' | 'both';
type Words = Record<Locale, string>;

export interface TaxRegime {
  code: string;
  name: Words;
  applies: RegimeApplies;
}

export interface CfdiUse {
  code: string;
  name: Words;
  /** the regimes (c_RegimenFiscal codes) whose buyers may use it */
  regimes: readonly string[];
}

const regime = (code: string, applies: RegimeApplies, es_MX: string, en_US: string, zh_CN: string): TaxRegime => ({
  code,
  applies,
  name: { es_MX, en_US, zh_CN },
});

export const TAX_REGIMES: readonly TaxRegime[] = [
  regime('601', 'company', 'General de Ley Personas Morales', 'General regime for companies', '一般法人制度'),
  regime('603', 'company', 'Personas Morales con Fines no Lucrativos', 'Non-profit organisations', '非营利法人'),
  regime('605', 'person', 'Sueldos y Salarios e Ingresos Asimilados a Salarios', 'Wages and salaries', '工资薪金所得'),
  regime('606', 'person', 'Arrendamiento', 'Rental income', '租赁所得'),
  regime('607', 'person', 'Régimen de Enajenación o Adquisición de Bienes', 'Sale or acquisition of goods', '财产转让或取得所得'),
  regime('608', 'person', 'Demás ingresos', 'Other income', '其他所得'),
  regime(
    '610',
    'both',
    'Residentes en el Extranjero sin Establecimiento Permanente en México',
    'Foreign residents without a permanent establishment in Mexico',
    '在墨西哥无常设机构的外国居民',
  ),
  regime(
    '611',
    'person',
    'Ingresos por Dividendos (socios y accionistas)',
    'Dividend income (partners and shareholders)',
    '股息所得（合伙人及股东）',
  ),
  regime(
    '612',
    'person',
    'Personas Físicas con Actividades Empresariales y Profesionales',
    'Individuals with business and professional activities',
    '从事经营及专业活动的自然人',
  ),
  regime('614', 'person', 'Ingresos por intereses', 'Interest income', '利息所得'),
  regime('615', 'person', 'Régimen de los ingresos por obtención de premios', 'Prize income', '奖金所得'),
  regime('616', 'person', 'Sin obligaciones fiscales', 'No tax obligations', '无纳税义务'),
  regime(
    '620',
    'company',
    'Sociedades Cooperativas de Producción que optan por diferir sus ingresos',
    'Production cooperatives deferring their income',
    '选择递延收入的生产合作社',
  ),
  regime('621', 'person', 'Incorporación Fiscal', 'Tax incorporation regime', '税务登记制度'),
  regime(
    '622',
    'company',
    'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras',
    'Farming, livestock, forestry and fishing',
    '农、牧、林、渔业活动',
  ),
  regime('623', 'company', 'Opcional para Grupos de Sociedades', 'Optional regime for groups of companies', '企业集团可选制度'),
  regime('624', 'company', 'Coordinados', 'Coordinated (transport)', '协调制度（运输）'),
  regime(
    '625',
    'person',
    'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
    'Business income through technology platforms',
    '通过技术平台取得的经营所得',
  ),
  regime('626', 'both', 'Régimen Simplificado de Confianza', 'Simplified trust regime (RESICO)', '简易信任制度（RESICO）'),
];

/** The regimes of those who deduct what they buy for their business. */
const BUSINESS = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'];
/** The regimes of persons who may deduct personal expenses in their annual return. */
const PERSONAL = ['605', '606', '607', '608', '611', '612', '614', '615', '625'];
/** Every regime may ask for an invoice without fiscal effect. */
const ALL = TAX_REGIMES.map((r) => r.code);

const use = (code: string, regimes: readonly string[], es_MX: string, en_US: string, zh_CN: string): CfdiUse => ({
  code,
  regimes,
  name: { es_MX, en_US, zh_CN },
});

export const CFDI_USES: readonly CfdiUse[] = [
  use('G01', BUSINESS, 'Adquisición de mercancías', 'Purchase of goods', '购买商品'),
  use('G02', BUSINESS, 'Devoluciones, descuentos o bonificaciones', 'Returns, discounts or rebates', '退货、折扣或返利'),
  use('G03', BUSINESS, 'Gastos en general', 'General expenses', '一般费用'),
  use('I01', BUSINESS, 'Construcciones', 'Construction', '建筑'),
  use(
    'I02',
    BUSINESS,
    'Mobiliario y equipo de oficina por inversiones',
    'Office furniture and equipment (investment)',
    '办公家具及设备（投资）',
  ),
  use('I03', BUSINESS, 'Equipo de transporte', 'Transport equipment', '运输设备'),
  use('I04', BUSINESS, 'Equipo de cómputo y accesorios', 'Computer equipment and accessories', '计算机设备及配件'),
  use('I05', BUSINESS, 'Dados, troqueles, moldes, matrices y herramental', 'Dies, moulds and tooling', '模具及工装'),
  use('I06', BUSINESS, 'Comunicaciones telefónicas', 'Telephone communications', '电话通信'),
  use('I07', BUSINESS, 'Comunicaciones satelitales', 'Satellite communications', '卫星通信'),
  use('I08', BUSINESS, 'Otra maquinaria y equipo', 'Other machinery and equipment', '其他机械设备'),
  use(
    'D01',
    PERSONAL,
    'Honorarios médicos, dentales y gastos hospitalarios',
    'Medical, dental and hospital expenses',
    '医疗、牙科及住院费用',
  ),
  use('D02', PERSONAL, 'Gastos médicos por incapacidad o discapacidad', 'Medical expenses for disability', '残疾医疗费用'),
  use('D03', PERSONAL, 'Gastos funerales', 'Funeral expenses', '丧葬费用'),
  use('D04', PERSONAL, 'Donativos', 'Donations', '捐赠'),
  use(
    'D05',
    PERSONAL,
    'Intereses reales pagados por créditos hipotecarios (casa habitación)',
    'Real interest on home mortgage loans',
    '住房抵押贷款实际利息',
  ),
  use('D06', PERSONAL, 'Aportaciones voluntarias al SAR', 'Voluntary retirement savings contributions', '自愿退休储蓄缴款'),
  use('D07', PERSONAL, 'Primas por seguros de gastos médicos', 'Medical insurance premiums', '医疗保险费'),
  use('D08', PERSONAL, 'Gastos de transportación escolar obligatoria', 'Compulsory school transport', '义务教育校车费用'),
  use(
    'D09',
    PERSONAL,
    'Depósitos en cuentas para el ahorro, primas de planes de pensiones',
    'Savings deposits and pension plan premiums',
    '储蓄存款及养老金计划保费',
  ),
  use('D10', PERSONAL, 'Pagos por servicios educativos (colegiaturas)', 'Tuition fees', '教育服务费（学费）'),
  use('S01', ALL, 'Sin efectos fiscales', 'No tax effect', '无税务效力'),
];

/** The regime and use the generic RFCs (público en general, extranjero) must carry. */
export const GENERIC_REGIME = '616';
export const GENERIC_USE = 'S01';

export const findRegime = (code: string): TaxRegime | undefined => TAX_REGIMES.find((r) => r.code === code);
export const findUse = (code: string): CfdiUse | undefined => CFDI_USES.find((u) => u.code === code);

/** The regimes open to an RFC of this kind. */
export const regimesFor = (kind: 'person' | 'company'): TaxRegime[] =>
  TAX_REGIMES.filter((r) => r.applies === 'both' || r.applies === kind);

/** The uses open to a regime. */
export const usesFor = (regimeCode: string): CfdiUse[] => CFDI_USES.filter((u) => u.regimes.includes(regimeCode));

import type es from './es_MX';

export default {
  address: {
    title: '收货地址',
    name: '收货人',
    mobile: '手机号码',
    country: '国家',
    mexico: '墨西哥',
    foreign: '国外',
    state: '州',
    city: '市',
    area: '区',
    choose: '请选择…',
    regionsFailed: '无法加载地区。',
    addr: '详细地址',
    zip: '邮政编码',
    default: '设为默认地址',
    save: '保存地址',
    cancel: '取消',
    nameRule: '请填写收货人（1 至 20 个字符）',
    mobileRule: '请填写有效的电话号码',
    regionRule: '请选择州、市、区',
    addrRule: '请填写详细地址（1 至 50 个字符）',
    zipRule: '请填写邮政编码（墨西哥为 5 位数字）',
  },
  orders: {
    invoiceMailTo: '邮寄至 {{name}}：{{addr}}',
  },
} satisfies typeof es;

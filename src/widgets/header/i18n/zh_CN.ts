import type es from './es_MX';

export default {
  header: {
    welcome: '为您的生意提供批发与一件代发',
    phone: '客服电话',
    hello: '您好，{{name}}',
    login: '登录',
    register: '免费注册',
    home: '{{site}}，返回首页',
    member: '会员中心',
    orders: '我的订单',
    logout: '退出登录',
    collection: '我的收藏',
    signIn: '登录',
    nav: '主导航',
    categories: '全部分类',
    categoriesError: '分类加载失败。',
    categoriesEmpty: '暂无分类。',
  },
} satisfies typeof es;

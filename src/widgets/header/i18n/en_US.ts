import type es from './es_MX';

export default {
  header: {
    welcome: 'Wholesale and dropshipping for your business',
    phone: 'Customer service',
    hello: 'Hi, {{name}}',
    login: 'Log in',
    register: 'Sign up',
    home: '{{site}}, go to the home page',
    member: 'Member centre',
    orders: 'My orders',
    logout: 'Log out',
    collection: 'Saved items',
    signIn: 'Log in',
    nav: 'Main navigation',
    categories: 'Categories',
    categoriesError: 'The categories could not be loaded.',
    categoriesEmpty: 'No categories yet.',
  },
} satisfies typeof es;

import type { Dict } from '../locale';

export default {
  error: {
    network: 'Network error, please try again later',
    submit: 'Submission failed, please try again later',
    pleaseLogin: 'Please log in',
    form: 'The form is filled incorrectly. Please check.',
    unavailable: 'Not available right now',
  },
  cart: {
    insufficient: 'Insufficient inventory',
    removed: 'The product does not exist or has been removed from the market',
    multiple: 'Please buy in multiples of the package unit quantity',
    selectOne: 'Please select at least one product',
  },
  locale: { changed: 'Language changed', es_MX: 'Español', en_US: 'English', zh_CN: '中文', label: 'Language' },
  common: { close: 'Close', retry: 'Retry', loading: 'Loading…', login: 'Log in' },
} satisfies Dict;

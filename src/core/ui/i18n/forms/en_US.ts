import type es from './es_MX';

export default {
  address: {
    title: 'Shipping address',
    name: 'Receiver',
    mobile: 'Phone',
    country: 'Country',
    mexico: 'Mexico',
    foreign: 'Foreign',
    state: 'State',
    city: 'City',
    area: 'Area',
    choose: 'Choose…',
    regionsFailed: 'The regions could not be loaded.',
    addr: 'Street, number and unit',
    zip: 'Zip code',
    default: 'Make this my default address',
    save: 'Save address',
    cancel: 'Cancel',
    nameRule: 'Enter the receiver (1 to 20 characters)',
    mobileRule: 'Enter a valid phone number',
    regionRule: 'Choose the state, city and area',
    addrRule: 'Enter the address (1 to 50 characters)',
    zipRule: 'Enter the zip code (5 digits in Mexico)',
  },
  orders: {
    invoiceMailTo: 'Mailed to {{name}}: {{addr}}',
  },
} satisfies typeof es;

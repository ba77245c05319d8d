// Strings of core/ui's states, pagination and confirm dialog (`ui`): the storefront loads them beside its own, a
// widget that shows them carries them in its dictionary.
export default {
  ui: {
    state: {
      error: 'This section could not be loaded.',
      badLink: 'This link is incomplete or not valid: open it again from its list.',
      missing: 'What you are looking for does not exist or is no longer available.',
      retry: 'Retry',
      loading: 'Loading…',
    },
    confirm: {
      back: 'Go back',
      delete: 'Delete',
      deleteBody: 'It will be gone for good; this cannot be undone.',
      receiptTitle: 'Have you received order {{sn}}?',
      receiptBody:
        'Confirm only if you have the products: the order will be completed and the payment released to the seller. This cannot be undone.',
      receiptAction: 'Yes, I received it',
      payTitle: 'Pay {{amount}} from your balance?',
      payBody: '{{amount}} will be taken from your balance now and the order will be paid. This cannot be undone.',
      payAction: 'Pay from balance',
      unsaveTitle: 'Remove “{{name}}” from your favourites?',
      unsaveBody: 'It will leave your list; you can save it again from its page.',
      unsave: 'Remove',
    },
    pager: {
      label: 'Pagination',
      prev: 'Previous',
      next: 'Next',
      page: 'Page {{n}}',
    },
  },
};

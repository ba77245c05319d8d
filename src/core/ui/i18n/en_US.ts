// Strings of core/ui's states and pagination (`ui`): the storefront loads them beside its own, a
// widget that shows them carries them in its dictionary.
export default {
  ui: {
    state: {
      error: 'This section could not be loaded.',
      retry: 'Retry',
      loading: 'Loading…',
    },
    pager: {
      label: 'Pagination',
      prev: 'Previous',
      next: 'Next',
      page: 'Page {{n}}',
    },
  },
};

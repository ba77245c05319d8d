// Strings of the catalogue pages' "content" part (en_US), reached as `cat.content.*`.
export default {
  helpLead: 'Answers about buying, payments, shipping and selling on Vitrina.',
  helpTopics: 'Help topics',
  backToHelp: 'Back to help',
  updated: 'Updated on {{date}}',
  missingTitle: 'Document not found',
  missingBody: 'The document you are looking for does not exist or is no longer available.',
  otherDocs: 'Other documents',
  emptyHelp: 'There are no help articles yet.',
};

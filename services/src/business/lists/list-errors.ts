/** The refusal of search results in a list or a CSV to a package without advanced search. */
export const searchResultsForbidden = {
  status: 403,
  code: 'PACKAGE_LIMIT',
  messageKey: 'list.searchResults.forbidden',
} as const;

/** The most items one page of a list holds: what the API's `first` may ask for, and what a service sends at once. */
export const maximumPageSize = 100;

/** The links of the navigation bar and of the side drawer (site paths, without the language prefix). */
export const navigationLinks = [
  { path: '/', label: 'nav.home' },
  { path: '/what-is', label: 'nav.whatIs' },
  { path: '/courses', label: 'courses.nav' },
  { path: '/pricing', label: 'nav.pricing' },
  { path: '/faq', label: 'nav.faq' },
  { path: '/contact', label: 'nav.contact' },
] as const;

/** The business-data tools: a menu in the bar, a group of their own in the drawer. */
export const businessToolLinks = [
  { path: '/search/advanced', label: 'nav.advancedSearch' },
  { path: '/industry', label: 'nav.industry' },
  { path: '/graph', label: 'nav.graph' },
  { path: '/lists', label: 'nav.lists' },
] as const;

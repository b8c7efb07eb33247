/**
 * What each package may do: the one table the pricing page's feature lines, the services' enforcement,
 * the gateway's query budgets and the web app's upgrade hints all read. Change a promise here and every
 * one of them follows.
 */

/** The packages on sale, cheapest first: what checkout, orders and subscription grants accept. */
export const paidPackageTypes = ['BASIC', 'PROFESSIONAL', 'ENTERPRISE'] as const;
export type PaidPackageType = (typeof paidPackageTypes)[number];

/** Subscription tiers, cheapest first; the access token carries the holder's tier. */
export const packageTypes = ['FREE', ...paidPackageTypes] as const;
export type PackageType = (typeof packageTypes)[number];

export function isPaidPackageType(value: unknown): value is PaidPackageType {
  return typeof value === 'string' && (paidPackageTypes as readonly string[]).includes(value);
}

export function isPackageType(value: unknown): value is PackageType {
  return typeof value === 'string' && (packageTypes as readonly string[]).includes(value);
}

/** Who is asking: a visitor (not signed in) or the holder of a package. */
export const audiences = ['visitor', ...packageTypes] as const;
export type Audience = (typeof audiences)[number];

export function audienceOf(packageType: PackageType | null | undefined): Audience {
  return packageType ?? 'visitor';
}

export interface LocalisedLabel {
  fa: string;
  en: string;
}

export const packageNames: Record<PackageType, LocalisedLabel> = {
  FREE: { fa: 'رایگان', en: 'Free' },
  BASIC: { fa: 'پایه', en: 'Basic' },
  PROFESSIONAL: { fa: 'حرفه‌ای', en: 'Professional' },
  ENTERPRISE: { fa: 'سازمانی', en: 'Enterprise' },
};

/** A leaky bucket of query cost: `capacity` points, refilled at `refillPerSecond`. */
export interface QueryBudget {
  capacity: number;
  refillPerSecond: number;
}

/** Numbers are limits, `null` is unlimited; booleans are on or off. */
export interface Entitlements {
  /** Distinct company pages a day (Tehran day): per address for visitors, per account when signed in. */
  companyPagesPerDay: number | null;
  /** Distinct person pages a day, counted as company pages are. */
  personPagesPerDay: number | null;
  /** Search results one may page through. */
  searchResults: number;
  /** A company's registered address. */
  registeredAddress: boolean;
  /** A company's phone, e-mail, website and postal code. */
  contactDetails: boolean;
  /** All managers, board members, signatories and shareholders; without it only the CEO and chair. */
  fullPeople: boolean;
  /** Persons' national codes unmasked. */
  personalData: boolean;
  /** Newest official-gazette notices shown per company; null is the whole history. */
  gazetteHistory: number | null;
  /** Search by industry, province, capital, dates and status. */
  advancedSearch: boolean;
  /** Hops of the relationship graph around an entity. */
  graphDepth: number;
  /** Links of the shortest chain between two entities (twice the graph depth). */
  chainLinks: number;
  /** An industry's breakdowns: provinces, founding years, capital, trade. */
  industryAnalysis: boolean;
  /** An industry's largest companies listed. */
  largestCompanies: number;
  /** A company's newest customs rows shown. */
  tradeRows: number;
  /** Excel (CSV) export of lists and searches. */
  export: boolean;
  /** Sessions signed in at the same time. */
  sessions: number;
  /** Users of one subscription (user management). */
  seats: number;
  /**
   * Company administration: the holder runs a company account (its users, credits, mentors, reports), lends its
   * package to the users it adds, and buys seats for them at checkout.
   */
  companyAdministration: boolean;
  /** Personal API keys for ad-hoc GraphQL queries. */
  apiAccess: boolean;
  /** A named support specialist. */
  dedicatedSupport: boolean;
  /** The gateway's query-cost budget for this audience. */
  queryBudget: QueryBudget;
}

export type Capability = keyof Entitlements;

export const entitlements: Record<Audience, Entitlements> = {
  visitor: {
    companyPagesPerDay: 5,
    personPagesPerDay: 5,
    searchResults: 20,
    registeredAddress: false,
    contactDetails: false,
    fullPeople: false,
    personalData: false,
    gazetteHistory: 1,
    advancedSearch: false,
    graphDepth: 1,
    chainLinks: 2,
    industryAnalysis: false,
    largestCompanies: 3,
    tradeRows: 5,
    export: false,
    sessions: 0,
    seats: 0,
    companyAdministration: false,
    apiAccess: false,
    dedicatedSupport: false,
    queryBudget: { capacity: 1_000, refillPerSecond: 20 },
  },
  FREE: {
    companyPagesPerDay: 10,
    personPagesPerDay: 10,
    searchResults: 50,
    registeredAddress: true,
    contactDetails: false,
    fullPeople: false,
    personalData: false,
    gazetteHistory: 3,
    advancedSearch: false,
    graphDepth: 1,
    chainLinks: 2,
    industryAnalysis: false,
    largestCompanies: 5,
    tradeRows: 10,
    export: false,
    sessions: 1,
    seats: 1,
    companyAdministration: false,
    apiAccess: false,
    dedicatedSupport: false,
    queryBudget: { capacity: 2_000, refillPerSecond: 40 },
  },
  BASIC: {
    companyPagesPerDay: 500,
    personPagesPerDay: 500,
    searchResults: 500,
    registeredAddress: true,
    contactDetails: true,
    fullPeople: true,
    personalData: true,
    gazetteHistory: null,
    advancedSearch: false,
    graphDepth: 2,
    chainLinks: 4,
    industryAnalysis: false,
    largestCompanies: 10,
    tradeRows: 100,
    export: false,
    sessions: 1,
    seats: 1,
    companyAdministration: false,
    apiAccess: false,
    dedicatedSupport: false,
    queryBudget: { capacity: 5_000, refillPerSecond: 100 },
  },
  PROFESSIONAL: {
    companyPagesPerDay: 2_000,
    personPagesPerDay: 2_000,
    searchResults: 5_000,
    registeredAddress: true,
    contactDetails: true,
    fullPeople: true,
    personalData: true,
    gazetteHistory: null,
    advancedSearch: true,
    graphDepth: 3,
    chainLinks: 6,
    industryAnalysis: true,
    largestCompanies: 10,
    tradeRows: 1_000,
    export: true,
    sessions: 2,
    seats: 1,
    companyAdministration: false,
    apiAccess: false,
    dedicatedSupport: false,
    queryBudget: { capacity: 10_000, refillPerSecond: 200 },
  },
  ENTERPRISE: {
    companyPagesPerDay: 10_000,
    personPagesPerDay: 10_000,
    searchResults: 10_000,
    registeredAddress: true,
    contactDetails: true,
    fullPeople: true,
    personalData: true,
    gazetteHistory: null,
    advancedSearch: true,
    graphDepth: 3,
    chainLinks: 6,
    industryAnalysis: true,
    largestCompanies: 10,
    tradeRows: 1_000,
    export: true,
    sessions: 5,
    seats: 5,
    companyAdministration: true,
    apiAccess: true,
    dedicatedSupport: true,
    queryBudget: { capacity: 20_000, refillPerSecond: 400 },
  },
};

export function entitlementsOf(packageType: PackageType | null | undefined): Entitlements {
  return entitlements[audienceOf(packageType)];
}

type Value<C extends Capability> = Entitlements[C];
type Locale = 'fa-IR' | 'en-US';

/** Persian or Latin digits, as the locale writes them. */
function number(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale).format(value);
}

interface CapabilityText<C extends Capability> {
  /** The capability's name, for upgrade hints: «X is in the Y package and above». */
  label: LocalisedLabel;
  /** The pricing page's feature line for a value; null when the line is not printed (off, or internal). */
  line: (value: Value<C>, locale: Locale) => string | null;
}

const onOff =
  (fa: string, en: string) =>
  (value: boolean, locale: Locale): string | null =>
    value ? (locale === 'fa-IR' ? fa : en) : null;

/** Names and pricing lines of every capability, in the order the pricing page prints them. */
export const capabilityTexts: { [C in Capability]: CapabilityText<C> } = {
  companyPagesPerDay: {
    label: { fa: 'بازدید بیشتر از صفحه شرکت‌ها', en: 'More company page views' },
    line: (value, locale) =>
      value === null
        ? locale === 'fa-IR'
          ? 'بازدید نامحدود از صفحه شرکت‌ها'
          : 'Unlimited company page views'
        : locale === 'fa-IR'
          ? `${number(value, locale)} بازدید از صفحه شرکت در روز`
          : `${number(value, locale)} company page views a day`,
  },
  personPagesPerDay: {
    label: { fa: 'بازدید بیشتر از صفحه اشخاص', en: 'More person page views' },
    line: (value, locale) =>
      value === null
        ? locale === 'fa-IR'
          ? 'بازدید نامحدود از صفحه اشخاص'
          : 'Unlimited person page views'
        : locale === 'fa-IR'
          ? `${number(value, locale)} بازدید از صفحه اشخاص در روز`
          : `${number(value, locale)} person page views a day`,
  },
  searchResults: {
    label: { fa: 'نتایج بیشتر جست‌وجو', en: 'More search results' },
    line: (value, locale) =>
      locale === 'fa-IR'
        ? `تا ${number(value, locale)} نتیجه در هر جست‌وجو`
        : `Up to ${number(value, locale)} results a search`,
  },
  registeredAddress: {
    label: { fa: 'نشانی ثبتی شرکت', en: 'Registered address' },
    line: onOff('مشخصات ثبتی و نشانی شرکت‌ها', 'Registration details and address'),
  },
  contactDetails: {
    label: { fa: 'تلفن، ایمیل، وب‌سایت و کد پستی', en: 'Phone, e-mail, website and postal code' },
    line: onOff('اطلاعات تماس شرکت‌ها', 'Company contact details'),
  },
  fullPeople: {
    label: { fa: 'فهرست کامل مدیران و سهام‌داران', en: 'All directors and shareholders' },
    line: onOff('فهرست کامل مدیران و سهام‌داران', 'Directors and shareholders'),
  },
  personalData: {
    label: { fa: 'کد ملی کامل اشخاص', en: 'Full national codes of persons' },
    line: onOff('کد ملی کامل مدیران', 'Directors’ full national codes'),
  },
  gazetteHistory: {
    label: { fa: 'تاریخچه کامل آگهی‌های روزنامه رسمی', en: 'Full Official Gazette history' },
    line: (value, locale) =>
      value === null
        ? locale === 'fa-IR'
          ? 'تاریخچه کامل آگهی‌های روزنامه رسمی'
          : 'Full history of Official Gazette notices'
        : locale === 'fa-IR'
          ? `${number(value, locale)} آگهی آخر روزنامه رسمی هر شرکت`
          : `Each company’s ${number(value, locale)} newest Official Gazette notices`,
  },
  advancedSearch: {
    label: { fa: 'جست‌وجوی پیشرفته', en: 'Advanced search' },
    line: onOff('جست‌وجوی پیشرفته', 'Advanced search'),
  },
  graphDepth: {
    label: { fa: 'گراف ارتباطات عمیق‌تر', en: 'A deeper relationship graph' },
    line: (value, locale) =>
      locale === 'fa-IR'
        ? `گراف ارتباطات شرکت‌ها و اشخاص تا ${number(value, locale)} لایه`
        : `Company and person relationship graph, ${number(value, locale)} hop${value === 1 ? '' : 's'} deep`,
  },
  chainLinks: {
    label: { fa: 'زنجیره‌های ارتباطی بلندتر', en: 'Longer relationship chains' },
    line: () => null,
  },
  industryAnalysis: {
    label: { fa: 'تحلیل صنعت', en: 'Industry analysis' },
    line: onOff('تحلیل صنعت و آمار واردات و صادرات', 'Industry analysis and trade statistics'),
  },
  largestCompanies: {
    label: { fa: 'فهرست کامل بزرگ‌ترین شرکت‌های صنعت', en: 'All of an industry’s largest companies' },
    line: () => null,
  },
  tradeRows: {
    label: { fa: 'ردیف‌های بیشتر آمار گمرکی', en: 'More customs rows' },
    line: (value, locale) =>
      locale === 'fa-IR'
        ? `${number(value, locale)} ردیف آخر آمار گمرکی هر شرکت`
        : `Each company’s ${number(value, locale)} newest customs rows`,
  },
  export: {
    label: { fa: 'خروجی اکسل', en: 'Excel export' },
    line: onOff('خروجی اکسل', 'Excel export'),
  },
  sessions: {
    label: { fa: 'نشست‌های هم‌زمان بیشتر', en: 'More simultaneous sessions' },
    line: (value, locale) =>
      value === 0
        ? null
        : locale === 'fa-IR'
          ? `${number(value, locale)} نشست هم‌زمان`
          : `${number(value, locale)} simultaneous session${value === 1 ? '' : 's'}`,
  },
  seats: {
    label: { fa: 'مدیریت کاربران', en: 'User management' },
    line: (value, locale) =>
      value <= 1
        ? null
        : locale === 'fa-IR'
          ? `مدیریت کاربران: ${number(value, locale)} کاربر`
          : `User management: ${number(value, locale)} users`,
  },
  companyAdministration: {
    label: { fa: 'پنل مدیریت سازمان', en: 'Company administration' },
    // The pricing page says it through the seats line («User management: N users»).
    line: () => null,
  },
  apiAccess: {
    label: { fa: 'دسترسی API', en: 'API access' },
    line: onOff('دسترسی API برای سامانه‌های داخلی', 'API access for in-house systems'),
  },
  dedicatedSupport: {
    label: { fa: 'کارشناس اختصاصی پشتیبانی', en: 'A dedicated support specialist' },
    line: onOff('کارشناس اختصاصی پشتیبانی', 'A dedicated support specialist'),
  },
  queryBudget: {
    label: { fa: 'سهمیه پرس‌وجوی بیشتر', en: 'A larger query budget' },
    line: () => null,
  },
};

export const capabilities = Object.keys(capabilityTexts) as Capability[];

/** Whether a value meets a need: a boolean is on, a number (or unlimited) reaches `need`. */
function satisfies(value: Entitlements[Capability], need: number): boolean {
  if (typeof value === 'boolean') return value;
  if (value === null) return true;
  if (typeof value === 'number') return value >= need;
  return value.capacity >= need;
}

/**
 * The cheapest package that has a capability (on, or reaching `need` for a number): what an upgrade hint
 * names. Null when no package has it.
 */
export function requiredPackage(capability: Capability, need = 1): PackageType | null {
  return packageTypes.find((packageType) => satisfies(entitlements[packageType][capability], need)) ?? null;
}

/** The packages whose holders administer a company account: the ones `companyAdministration` is on for. */
export const companyAdministrationPackages: readonly PaidPackageType[] = paidPackageTypes.filter(
  (packageType) => entitlements[packageType].companyAdministration,
);

/** Whether a package named by another service (a string, checked here) administers a company account. */
export function administersCompany(packageType: string | null | undefined): boolean {
  return isPackageType(packageType) && entitlements[packageType].companyAdministration;
}

/** Whether `packageType` (null for a visitor) has a capability, or reaches `need` of it. */
export function isEntitled(
  packageType: PackageType | null | undefined,
  capability: Capability,
  need = 1,
): boolean {
  return satisfies(entitlementsOf(packageType)[capability], need);
}

function sameValue(first: Entitlements[Capability], second: Entitlements[Capability]): boolean {
  return JSON.stringify(first) === JSON.stringify(second);
}

/**
 * The pricing page's feature lines of a package: «everything in the previous package», then each
 * capability whose value differs from it (FREE: every line it prints).
 */
export function pricingLines(
  packageType: PackageType,
  locale: Locale,
): { capability: Capability | null; text: string }[] {
  const index = packageTypes.indexOf(packageType);
  const previous = index > 0 ? packageTypes[index - 1] : undefined;
  const own = entitlements[packageType];
  const lines: { capability: Capability | null; text: string }[] = [];
  if (previous !== undefined) {
    const name = packageNames[previous][locale === 'fa-IR' ? 'fa' : 'en'];
    lines.push({
      capability: null,
      text: locale === 'fa-IR' ? `همه امکانات بسته ${name}` : `Everything in ${name}`,
    });
  }
  for (const capability of capabilities) {
    if (previous !== undefined && sameValue(entitlements[previous][capability], own[capability])) continue;
    const text = (
      capabilityTexts[capability].line as (value: Entitlements[Capability], locale: Locale) => string | null
    )(own[capability], locale);
    if (text !== null) lines.push({ capability, text });
  }
  return lines;
}

import type { UpstreamName } from '../upstream/upstream-types.ts';

/** How a GET may be shared: by everyone with the same entitlements, or by visitors only (a signed-in caller gets their own parts). */
export interface SharedRead {
  audience: 'tier' | 'visitors';
  /** The longest a cached answer may be reused: short where the answer follows the clock. */
  maxAgeMs: number;
  /**
   * The companies the answer is about, from its query: such a read is also cached on its own in the gateway
   * (upstream-read-cache.ts), and forgotten when a mutation returns one of them.
   */
  companies?: (query: Readonly<Record<string, unknown>>) => number[];
  /** Writes (upstream paths) after which every cached copy of this read is forgotten: they change it without returning a company. */
  forgottenAfter?: readonly string[];
  /**
   * A read counted against the reader's daily quota: an answer holding it is shared with visitors only, and each
   * visitor served from the cache has the read counted first (use-shared-response-cache.ts), so the quota holds.
   */
  metered?: (query: Readonly<Record<string, unknown>>) => MeteredRead;
}

/** A quota-counted read an answer holds: the page of one company. */
export interface MeteredRead {
  kind: 'company';
  id: number;
}

/**
 * The tag every cached copy of one read carries, and every cached answer made from it (no colon: Redis treats it as
 * a plain set): the writes in its `forgottenAfter` forget them all.
 */
export function everyCopyOf(upstream: UpstreamName, pathTemplate: string): string {
  return `UpstreamRead ${upstream} ${pathTemplate}`;
}

const minute = 60_000;
const companyIdQuery = (query: Readonly<Record<string, unknown>>) => [Number(query.companyId)];
const companyIdsQuery = (query: Readonly<Record<string, unknown>>) =>
  String(query.ids ?? '')
    .split(',')
    .map(Number);

/**
 * The upstream reads whose answer depends only on the language and the caller's package, never on who
 * the caller is. A company page's details are charged to the reader's daily quota: `metered`, shared by
 * visitors only (person pages, whose reads are also audited, are not here). A GraphQL answer is shared
 * only when every upstream call it made is listed here; anything else (a POST, a personal read) keeps it
 * out of the shared cache.
 */
export const sharedReads: { readonly [Name in UpstreamName]?: Readonly<Record<string, SharedRead>> } = {
  business: {
    '/v1/Home/GetHomePage': { audience: 'tier', maxAgeMs: 5 * minute },
    '/v1/Content/GetPage': { audience: 'tier', maxAgeMs: 5 * minute },
    '/v1/Content/GetFaqs': { audience: 'tier', maxAgeMs: 5 * minute },
    '/v1/Content/GetJobOpenings': { audience: 'tier', maxAgeMs: 5 * minute },
    '/v1/Blog/GetPost': { audience: 'tier', maxAgeMs: 5 * minute },
    '/v3/Pricing': { audience: 'tier', maxAgeMs: 5 * minute },
    '/v1/Industry/GetSections': { audience: 'tier', maxAgeMs: 5 * minute },
    '/v1/Industry/FindIndustries': { audience: 'tier', maxAgeMs: 5 * minute },
    '/v1/Search/GetProvince': { audience: 'tier', maxAgeMs: 5 * minute },
    '/v3/Search/Search': { audience: 'tier', maxAgeMs: minute },
    '/v2/Companies/GetSummary': { audience: 'tier', maxAgeMs: minute, companies: companyIdsQuery },
    // The service prepares a page for 10 s too (company-details-cache.ts): a bulk import shows as soon.
    '/v3/Companies/GetDetails': {
      audience: 'visitors',
      maxAgeMs: 10_000,
      metered: (query) => ({ kind: 'company', id: Number(query.companyId) }),
    },
    '/v1/Persons/GetSummary': { audience: 'tier', maxAgeMs: minute },
    '/v2/Companies/VerifiedFlags': { audience: 'tier', maxAgeMs: minute, companies: companyIdsQuery },
    // What a verified company wrote about itself: the same for everyone.
    '/v2/Companies/GetOwnPage': { audience: 'tier', maxAgeMs: minute, companies: companyIdQuery },
    // A visitor follows nothing: what is left is the follower count, the same for every visitor.
    '/v1/Companies/GetFollowState': { audience: 'visitors', maxAgeMs: minute, companies: companyIdQuery },
    '/v1/Industry/GetAnalysis': { audience: 'tier', maxAgeMs: 5 * minute },
    // Open or closed follows the clock.
    '/v1/Support/GetStatus': { audience: 'tier', maxAgeMs: 30_000 },
  },
  courses: {
    '/api/Categories': { audience: 'tier', maxAgeMs: 5 * minute },
    '/api/Tags': { audience: 'tier', maxAgeMs: 5 * minute },
    '/api/Qualifications': { audience: 'tier', maxAgeMs: 5 * minute },
    '/api/Pricing/Pricing': { audience: 'tier', maxAgeMs: 5 * minute },
    '/api/Courses/GetCourses': { audience: 'tier', maxAgeMs: minute },
    '/api/Courses/GetFeatured': { audience: 'tier', maxAgeMs: minute },
    '/api/Courses/SuperPremiumCourses': { audience: 'tier', maxAgeMs: minute },
    '/api/Courses/ByCategory': { audience: 'tier', maxAgeMs: minute },
    '/api/Courses/SearchCourse': { audience: 'tier', maxAgeMs: minute },
    // A learner's copy carries their enrolment and progress.
    '/api/Courses/{id}': { audience: 'visitors', maxAgeMs: minute },
    // Cards of other courses: a review returns its course, which forgets every answer showing its card.
    '/api/Courses/Others': { audience: 'tier', maxAgeMs: minute },
    // A free preview's public link lasts 10–20 minutes: one at most a minute old has nine left.
    '/api/Media/Preview': { audience: 'visitors', maxAgeMs: minute },
    // The certificates a company's learners show on its page, under the names the company gave them.
    '/api/Company/PageCertificates': {
      audience: 'tier',
      maxAgeMs: minute,
      companies: companyIdQuery,
      forgottenAfter: [
        '/api/Company/SetPageCertificate',
        '/api/Company/SetUserFullname',
        '/api/Appsmith/AAddCompanyUser',
      ],
    },
  },
};

/**
 * What one GraphQL request's upstream calls allow: whether its answer may be shared with its audience,
 * and for how long. Starts shareable; the first personal call ends that for the request.
 */
export class ResponseSharing {
  #personal = false;
  #maxAgeMs = Infinity;
  readonly #metered: MeteredRead[] = [];
  readonly #forgettable = new Set<string>();

  /** A GET by its path template and query; `signedIn`: it carried the caller's token. */
  noteRead(
    upstream: UpstreamName,
    pathTemplate: string,
    signedIn: boolean,
    query: Readonly<Record<string, unknown>>,
  ) {
    const shared = sharedReads[upstream]?.[pathTemplate];
    if (!shared || (signedIn && shared.audience === 'visitors')) {
      this.#personal = true;
      return;
    }
    this.#maxAgeMs = Math.min(this.#maxAgeMs, shared.maxAgeMs);
    if (shared.metered) this.#metered.push(shared.metered(query));
    if (shared.forgottenAfter) this.#forgettable.add(everyCopyOf(upstream, pathTemplate));
  }

  /** A write, or anything else that is the caller's own. */
  notePersonal() {
    this.#personal = true;
  }

  /** The quota-counted reads the answer holds: each visitor it is shared with has them counted first. */
  get meteredReads(): readonly MeteredRead[] {
    return this.#metered;
  }

  /** The tags of the reads the answer holds that writes forget without returning a company (`forgottenAfter`). */
  get forgettableReads(): readonly string[] {
    return [...this.#forgettable];
  }

  /** The answer holds something of the caller's own: it is not shared. */
  get personal(): boolean {
    return this.#personal;
  }

  /** How long the answer may be shared; 0: not at all. */
  get maxAgeMs(): number {
    return this.#personal ? 0 : this.#maxAgeMs;
  }
}

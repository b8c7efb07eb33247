/**
 * The fixed sets of values the business tables store as text. Each is declared here once: the table
 * definitions type their columns and CHECK constraints with it, and the route schemas and import rows
 * validate with it.
 */

/** Kinds of official-gazette notices. */
export const gazetteEventKinds = [
  'ESTABLISHMENT',
  'CAPITAL_CHANGE',
  'ADDRESS_CHANGE',
  'BOARD_CHANGE',
  'DISSOLUTION',
] as const;
export type GazetteEventKind = (typeof gazetteEventKinds)[number];

/** The entity pages a daily quota counts. */
export const entityReadKinds = ['company', 'person'] as const;
export type EntityReadKind = (typeof entityReadKinds)[number];

/** A person's positions in a company (a SHAREHOLDER has a share). */
export const companyRoleKinds = ['CEO', 'CHAIR', 'BOARD_MEMBER', 'SIGNATORY', 'SHAREHOLDER'] as const;
export type CompanyRoleKind = (typeof companyRoleKinds)[number];

/** The steps an owner-verification run is at. */
export const verificationStates = ['CODE_SENT', 'VERIFIED', 'LOCKED'] as const;

/** Failed owner-verification steps, counted to limit guessing. */
export const verificationFailureKinds = ['COMPANY_NOT_FOUND', 'CEO_MISMATCH', 'WRONG_CODE'] as const;
export type VerificationFailureKind = (typeof verificationFailureKinds)[number];

/** What a company lists on its own page. */
export const offeringKinds = ['PRODUCT', 'BRAND'] as const;
export type OfferingKind = (typeof offeringKinds)[number];

/** What an uploaded company image is for. */
export const uploadPurposes = ['LOGO', 'PICTURE'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/**
 * The fixed sets of values the business tables store as text. Each is declared once — here, or in
 * `@rasad/contracts` when another layer shares it (re-exported below): the table definitions type their
 * columns and CHECK constraints with it, and the route schemas and import rows validate with it.
 */
export { companyStatuses, legalForms } from '@rasad/contracts/company-labels.ts';
export { followedIdentifierKinds } from '@rasad/contracts/followed-identifiers.ts';
export { contactSubjects } from '@rasad/contracts/rules/contact-message-rules.ts';

export const genders = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof genders)[number];

/** A company holding shares of another, or owning it outright. */
export const companyLinkKinds = ['SHAREHOLDING', 'SUBSIDIARY'] as const;

/** Customs declarations' directions. */
export const tradeDirections = ['IMPORT', 'EXPORT'] as const;

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

/** The positions whose holders make up the board a BOARD change is about. */
export const boardRoleKinds = [
  'CEO',
  'CHAIR',
  'BOARD_MEMBER',
  'SIGNATORY',
] as const satisfies readonly CompanyRoleKind[];
export type BoardRoleKind = (typeof boardRoleKinds)[number];

/** The company fields whose changes are tracked. */
export const companyChangeFields = ['CAPITAL', 'ADDRESS', 'BOARD', 'STATUS'] as const;
export type CompanyChangeField = (typeof companyChangeFields)[number];

/** A user's own feed entries: a company caught by a followed identifier, or a saved search's match. */
export const feedNoticeKinds = ['IDENTIFIER_MATCHED', 'SAVED_SEARCH_MATCH'] as const;

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

/** The edits of a company page its audit records. */
export const companyPageActions = [
  'CONTACT_EDITED',
  'IMAGES_CHANGED',
  'OFFERING_ADDED',
  'OFFERING_REMOVED',
  'PREFACTOR_ANSWERED',
] as const;
export type CompanyPageAction = (typeof companyPageActions)[number];

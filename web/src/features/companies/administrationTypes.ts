/** What the administration screens pass between them: courses to credit, segments, and the chosen filters. */
export type AdministrationCourse = { readonly id: string; readonly title: string };
export type AdministrationSegment = {
  readonly id: string;
  readonly name: string;
  readonly values: readonly { readonly id: string; readonly name: string }[];
};
/** One segment/value pair the users and the report are filtered by (at most two). */
export type SegmentFilter = { readonly segmentId: string; readonly segmentValueId: string };

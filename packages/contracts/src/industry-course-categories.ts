/**
 * The course categories (slugs of the learning area's catalogue) that fit an industry, by its ISIC
 * division (the code's first two digits): the business skills the trade of that industry lives on,
 * most fitting first.
 */
const categoriesByDivision: readonly { upTo: number; categories: readonly string[] }[] = [
  { upTo: 3, categories: ['export-import', 'finance-investment'] }, // agriculture, forestry, fishing
  { upTo: 9, categories: ['export-import', 'business-law'] }, // mining and quarrying
  { upTo: 33, categories: ['export-import', 'accounting'] }, // manufacturing
  { upTo: 39, categories: ['management', 'business-law'] }, // energy, water, waste
  { upTo: 43, categories: ['business-law', 'management'] }, // construction
  { upTo: 47, categories: ['marketing', 'export-import'] }, // wholesale and retail trade
  { upTo: 53, categories: ['export-import', 'management'] }, // transport and storage
  { upTo: 56, categories: ['marketing', 'entrepreneurship'] }, // accommodation and food
  { upTo: 63, categories: ['data-analysis', 'entrepreneurship'] }, // information and communication
  { upTo: 66, categories: ['finance-investment', 'accounting'] }, // finance and insurance
  { upTo: 68, categories: ['finance-investment', 'business-law'] }, // real estate
  { upTo: 75, categories: ['accounting', 'data-analysis'] }, // professional and scientific
];

export function courseCategoriesForIndustry(isicCode: string): readonly string[] {
  const division = Number(isicCode.slice(0, 2));
  return (
    categoriesByDivision.find((range) => division <= range.upTo)?.categories ?? [
      'management',
      'entrepreneurship',
    ]
  );
}

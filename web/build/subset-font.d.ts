// subset-font ships no types; this is the call the build makes (https://github.com/papandreou/subset-font).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2';
      preserveNameIds?: number[];
      /** An axis pinned to one value, or narrowed to a range (harfbuzz's partial instancing). */
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}

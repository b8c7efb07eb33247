/**
 * Lays out one line of a right-to-left paragraph as words in visual order (rightmost first). Each Persian
 * word goes to fontkit whole, which joins its letters and mirrors it; runs of Latin words and numbers read
 * left to right inside the line, as the Unicode bidi rules place them.
 */
export interface VisualWord {
  text: string;
  /** Reads left to right (Latin or digits). */
  leftToRight: boolean;
}

const leftToRightWord = /^[\p{Script=Latin}0-9۰-۹.,:/?=&%#@_+-]+$/u;
const hasLetterOrDigit = /[\p{Script=Latin}0-9۰-۹]/u;

export function visualWords(line: string): VisualWord[] {
  const words = line.split(' ').filter((word) => word !== '');
  const groups: VisualWord[][] = [];
  for (const word of words) {
    const leftToRight = leftToRightWord.test(word) && hasLetterOrDigit.test(word);
    const last = groups.at(-1);
    if (last && last[0]!.leftToRight === leftToRight) last.push({ text: word, leftToRight });
    else groups.push([{ text: word, leftToRight }]);
  }
  // In a right-to-left line the logical order is the order from the right; a left-to-right group is one run.
  return groups.flatMap((group) =>
    group[0]!.leftToRight ? [{ text: group.map((word) => word.text).join(' '), leftToRight: true }] : group,
  );
}

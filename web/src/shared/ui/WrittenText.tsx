import { Body1, type TextPresetProps } from '@fluentui/react-components';

/**
 * Text someone wrote (a review, a question, an answer, a note, a registry notice) in whatever language they wrote it:
 * it reads in its own direction, not the page's, so a Persian review's full stop and question mark end it on an English
 * page, and an English answer's on a Persian one.
 */
export function WrittenText(props: TextPresetProps) {
  return <Body1 dir="auto" {...props} />;
}

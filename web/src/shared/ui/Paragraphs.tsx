import { Body1, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  paragraph: {
    display: 'block',
    marginBlockEnd: tokens.spacingVerticalL,
    lineHeight: tokens.lineHeightBase400,
  },
});

/** A text whose paragraphs are separated by blank lines. */
export function Paragraphs({ text }: { text: string }) {
  const styles = useStyles();
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph, index) => (
      <Body1 as="p" key={index} className={styles.paragraph}>
        {paragraph}
      </Body1>
    ));
}

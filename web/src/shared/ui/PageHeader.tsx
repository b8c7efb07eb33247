import { Body1, Title1, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle.ts';

const useStyles = makeStyles({
  header: {
    paddingBlock: tokens.spacingVerticalXXXL,
    marginBlockEnd: tokens.spacingVerticalXL,
    ...shorthands.borderBottom(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  subtitle: {
    display: 'block',
    marginBlockStart: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground3,
  },
});

/**
 * The title of a page (also the tab's title), with an optional line under it. The title may be someone's (a forum
 * question's, a company's name), isolated so it ends in its own direction.
 */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  const styles = useStyles();
  useDocumentTitle(title);
  return (
    <header className={styles.header}>
      <Title1 as="h1">
        <bdi>{title}</bdi>
      </Title1>
      {subtitle ? <Body1 className={styles.subtitle}>{subtitle}</Body1> : null}
    </header>
  );
}

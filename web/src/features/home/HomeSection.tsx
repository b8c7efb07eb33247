import { Subtitle1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  header: { marginBlockEnd: tokens.spacingVerticalL },
  lead: { display: 'block', color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
});

/** A titled band of the home page. */
export function HomeSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section aria-labelledby={id}>
      <div className={styles.header}>
        <Title2 as="h2" id={id}>
          {title}
        </Title2>
        {lead ? <Subtitle1 className={styles.lead}>{lead}</Subtitle1> : null}
      </div>
      {children}
    </section>
  );
}

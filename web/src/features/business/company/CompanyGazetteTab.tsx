import { Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CompanyGazetteTabFragment$key } from '../../../__generated__/CompanyGazetteTabFragment.graphql';
import { formatDate } from '../../../shared/format/dates.ts';
import { formatDigits } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { UpgradeHint } from '../gating/UpgradeHint.tsx';
import { EmptyTab } from './EmptyTab.tsx';
import { WrittenText } from '../../../shared/ui/WrittenText.tsx';

const useStyles = makeStyles({
  timeline: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    borderInlineStartWidth: '2px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke1,
  },
  event: {
    position: 'relative',
    paddingInlineStart: tokens.spacingHorizontalXL,
    paddingBlockEnd: tokens.spacingVerticalL,
  },
  dot: {
    position: 'absolute',
    insetInlineStart: '-7px',
    insetBlockStart: '4px',
    width: '12px',
    height: '12px',
    borderRadius: '50%',
    backgroundColor: tokens.colorBrandBackground,
  },
  meta: { display: 'block', color: tokens.colorNeutralForeground3 },
});

/** Official-gazette notices as a timeline, newest first. */
export function CompanyGazetteTab({ company }: { company: CompanyGazetteTabFragment$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const { gazetteEvents, gated } = useFragment(
    graphql`
      fragment CompanyGazetteTabFragment on Company {
        gazetteEvents {
          id
          kind
          publishedOn
          noticeNumber
          summary
        }
        gated {
          capability
          ...UpgradeHintFragment
        }
      }
    `,
    company,
  );
  if (gazetteEvents.length === 0) return <EmptyTab />;
  const gate = gated.find((entry) => entry.capability === 'gazetteHistory');
  return (
    <>
      <ol className={styles.timeline}>
        {gazetteEvents.map((event) => (
          <li key={event.id} className={styles.event} data-testid="gazette-event">
            <span className={styles.dot} aria-hidden />
            <Subtitle2 as="h3">
              <FormattedMessage id={`business.gazette.${event.kind}`} />
            </Subtitle2>
            <Caption1 className={styles.meta}>
              <FormattedMessage
                id="business.gazette.meta"
                values={{
                  date: formatDate(locale, event.publishedOn),
                  notice: formatDigits(locale, event.noticeNumber),
                }}
              />
            </Caption1>
            <WrittenText>{event.summary}</WrittenText>
          </li>
        ))}
      </ol>
      {gate ? <UpgradeHint gate={gate} /> : null}
    </>
  );
}

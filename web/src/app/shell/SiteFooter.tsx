import {
  Body1,
  Button,
  Caption1,
  Subtitle2,
  makeStyles,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import { CallRegular } from '@fluentui/react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SiteFooterFragment$key } from '../../__generated__/SiteFooterFragment.graphql';
import { SupportHoursBadge } from '../../features/support/SupportHoursBadge.tsx';
import { useConsultantRequestVisibility } from '../../shared/consultant-request/ConsultantRequestVisibility.tsx';
import { AppLink } from '../../shared/ui/AppLink.tsx';
import { LazyNewsletterForm } from './LazyForms.tsx';
import { RasadLogo } from './RasadLogo.tsx';

const footerColumns = [
  {
    title: 'footer.rasad',
    links: [
      { path: '/about', label: 'nav.about' },
      { path: '/what-is', label: 'nav.whatIs' },
      { path: '/jobs', label: 'nav.jobs' },
      { path: '/data-sources', label: 'nav.dataSources' },
    ],
  },
  {
    title: 'footer.business',
    links: [
      { path: '/pricing', label: 'nav.pricing' },
      { path: '/ads-pricing', label: 'nav.adsPricing' },
      { path: '/advertising', label: 'nav.advertising' },
    ],
  },
  {
    title: 'footer.help',
    links: [
      { path: '/contact', label: 'nav.contact' },
      { path: '/faq', label: 'nav.faq' },
      { path: '/suggestions', label: 'nav.suggestions' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { path: '/terms', label: 'nav.terms' },
      { path: '/privacy', label: 'nav.privacy' },
      { path: '/disclaimer', label: 'nav.disclaimer' },
    ],
  },
] as const;

const useStyles = makeStyles({
  footer: {
    marginBlockStart: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    ...shorthands.borderTop(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  inner: {
    maxWidth: '1200px',
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL}`,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(240px, 1.4fr) repeat(4, minmax(130px, 1fr)) minmax(260px, 1.5fr)',
    gap: tokens.spacingHorizontalXXL,
    '@media (max-width: 1100px)': { gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' },
  },
  brand: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  brandName: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase500,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  links: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  // A rule above the copyright line: a border, not Fluent's Divider, whose code every first load would fetch for it.
  bottom: {
    ...shorthands.borderTop(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    marginBlockStart: tokens.spacingVerticalXL,
    display: 'flex',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    paddingBlockStart: tokens.spacingVerticalL,
  },
});

/** Links to every footer page, support hours, the consultant request and the newsletter. */
export function SiteFooter({ supportStatus }: { supportStatus: SiteFooterFragment$key | null }) {
  const styles = useStyles();
  const intl = useIntl();
  const consultantRequest = useConsultantRequestVisibility();
  const status = useFragment(
    graphql`
      fragment SiteFooterFragment on SupportStatus {
        ...SupportHoursBadgeFragment
      }
    `,
    supportStatus,
  );
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.grid}>
          <div className={styles.brand}>
            <span className={styles.brandName}>
              <RasadLogo />
              <FormattedMessage id="site.name" />
            </span>
            <Body1 className={styles.muted}>
              <FormattedMessage id="footer.tagline" />
            </Body1>
            <Caption1 className={styles.muted}>
              <FormattedMessage id="footer.since" />
            </Caption1>
          </div>
          {footerColumns.map((column) => (
            <nav
              key={column.title}
              className={styles.column}
              aria-label={intl.formatMessage({ id: column.title })}
            >
              <Subtitle2 as="h2">
                <FormattedMessage id={column.title} />
              </Subtitle2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.path}>
                    <AppLink to={link.path}>
                      <FormattedMessage id={link.label} />
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className={styles.column}>
            <Subtitle2 as="h2">
              <FormattedMessage id="footer.support" />
            </Subtitle2>
            <Caption1 className={styles.muted}>
              <FormattedMessage id="footer.supportHours" />
            </Caption1>
            {status ? <SupportHoursBadge status={status} /> : null}
            <Button appearance="outline" icon={<CallRegular />} onClick={consultantRequest.open}>
              <FormattedMessage id="consultant.open" />
            </Button>
            <LazyNewsletterForm />
          </div>
        </div>
        <div className={styles.bottom}>
          <Caption1 className={styles.muted}>
            <FormattedMessage id="footer.copyright" />
          </Caption1>
        </div>
      </div>
    </footer>
  );
}

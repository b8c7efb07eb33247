import { Button, makeStyles, shorthands, mergeClasses, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { AccountMenu } from '../../features/accounts/AccountMenu.tsx';
import { useLocalisedPath } from '../../shared/locale/useLocalisedPath.ts';
import { useNavigationDispatch, useNavigationState } from '../navigation/NavigationContext.tsx';
import { BusinessToolsMenu } from './BusinessToolsMenu.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { navigationLinks } from './navigationLinks.ts';
import { NavigationSearch } from './NavigationSearch.tsx';
import { RasadLogo } from './RasadLogo.tsx';
import { ThemeSwitcher } from './ThemeSwitcher.tsx';
import { TooltipOnDemand } from '../../shared/ui/TooltipOnDemand.tsx';

const narrowScreen = '@media (max-width: 860px)';
/** A phone: the language and theme move into the drawer so the bar fits 320 px with the account button. */
const phoneScreen = '@media (max-width: 520px)';

const useStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 100,
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.borderBottom(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    boxShadow: tokens.shadow2,
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    maxWidth: '1200px',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalXL,
    height: '64px',
    boxSizing: 'border-box',
    [phoneScreen]: { gap: tokens.spacingHorizontalS, paddingInline: tokens.spacingHorizontalM },
  },
  brand: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightBold,
    flexShrink: 0,
  },
  links: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    listStyle: 'none',
    margin: 0,
    padding: 0,
    [narrowScreen]: { display: 'none' },
  },
  link: {
    display: 'block',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  active: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  tools: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    marginInlineStart: 'auto',
  },
  // In search mode the box takes the bar's room; on a phone the account button steps aside for it too (the box's
  // close button brings it back).
  searching: { flexGrow: 1, minWidth: 0 },
  account: { display: 'contents' },
  accountWhileSearching: { [phoneScreen]: { display: 'none' } },
  menuButton: { display: 'none', [narrowScreen]: { display: 'inline-flex' } },
  wideOnly: { [narrowScreen]: { display: 'none' } },
  settings: { display: 'contents', [phoneScreen]: { display: 'none' } },
});

/** The top bar: logo, main links, search, language, theme, and the drawer button on small screens. */
export function NavigationBar() {
  const styles = useStyles();
  const intl = useIntl();
  const localise = useLocalisedPath();
  const { drawerStatus, isSearching } = useNavigationState();
  const dispatch = useNavigationDispatch();
  const menuLabel = intl.formatMessage({ id: 'nav.menu' });

  return (
    <header className={styles.header}>
      <nav className={styles.bar} aria-label={intl.formatMessage({ id: 'nav.label' })}>
        <TooltipOnDemand label={menuLabel}>
          <Button
            className={styles.menuButton}
            appearance="subtle"
            icon={<NavigationRegular />}
            aria-expanded={drawerStatus}
            aria-controls="navigation-drawer"
            onClick={() => dispatch({ type: 'drawerSet', open: true })}
          />
        </TooltipOnDemand>
        <Link to={localise('/')} className={mergeClasses(styles.brand, isSearching && styles.wideOnly)}>
          <RasadLogo />
          <FormattedMessage id="site.name" />
        </Link>
        {isSearching ? null : (
          <ul className={styles.links}>
            {navigationLinks.map((link) => (
              <li key={link.path}>
                <NavLink
                  to={localise(link.path)}
                  end={link.path === '/'}
                  className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}
                >
                  <FormattedMessage id={link.label} />
                </NavLink>
              </li>
            ))}
            <li>
              <BusinessToolsMenu className={styles.link} activeClassName={styles.active} />
            </li>
          </ul>
        )}
        <div className={mergeClasses(styles.tools, isSearching && styles.searching)}>
          <NavigationSearch />
          <div className={styles.settings}>
            <LanguageSwitch />
            <ThemeSwitcher />
          </div>
          <div className={mergeClasses(styles.account, isSearching && styles.accountWhileSearching)}>
            <AccountMenu />
          </div>
        </div>
      </nav>
    </header>
  );
}

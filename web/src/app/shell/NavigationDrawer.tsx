import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { useLocalisedPath } from '../../shared/locale/useLocalisedPath.ts';
import { useNavigationDispatch, useNavigationState } from '../navigation/NavigationContext.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { businessToolLinks, navigationLinks } from './navigationLinks.ts';
import { ThemeSwitcher } from './ThemeSwitcher.tsx';

const useStyles = makeStyles({
  links: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  link: {
    display: 'block',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase400,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  settings: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  group: {
    margin: 0,
    marginBlockStart: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalM,
    paddingBlockEnd: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
  },
  active: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorBrandBackground2,
  },
});

/** The side drawer of small screens, with the bar's links, the language and the theme. Focus is trapped inside while it is open; Escape closes it. */
export function NavigationDrawer() {
  const styles = useStyles();
  const intl = useIntl();
  const localise = useLocalisedPath();
  const { drawerStatus } = useNavigationState();
  const dispatch = useNavigationDispatch();
  const close = () => dispatch({ type: 'drawerSet', open: false });

  return (
    <OverlayDrawer
      id="navigation-drawer"
      position="start"
      open={drawerStatus}
      onOpenChange={(_, { open }) => dispatch({ type: 'drawerSet', open })}
      aria-label={intl.formatMessage({ id: 'nav.menu' })}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={intl.formatMessage({ id: 'action.close' })}
              icon={<DismissRegular />}
              onClick={close}
            />
          }
        >
          <FormattedMessage id="site.name" />
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <nav aria-label={intl.formatMessage({ id: 'nav.label' })}>
          <ul className={styles.links}>
            {navigationLinks.map((link) => (
              <li key={link.path}>
                <NavLink
                  to={localise(link.path)}
                  end={link.path === '/'}
                  onClick={close}
                  className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}
                >
                  <FormattedMessage id={link.label} />
                </NavLink>
              </li>
            ))}
          </ul>
          <h2 className={styles.group}>
            <FormattedMessage id="nav.businessTools" />
          </h2>
          <ul className={styles.links}>
            {businessToolLinks.map((link) => (
              <li key={link.path}>
                <NavLink
                  to={localise(link.path)}
                  onClick={close}
                  className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}
                >
                  <FormattedMessage id={link.label} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.settings}>
          <LanguageSwitch />
          <ThemeSwitcher />
        </div>
      </DrawerBody>
    </OverlayDrawer>
  );
}

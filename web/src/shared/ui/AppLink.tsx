import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLocalisedPath } from '../locale/useLocalisedPath.ts';

const useStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    // Underlined, so a link inside a sentence is told apart by more than its colour (WCAG 1.4.1).
    textDecorationLine: 'underline',
    textUnderlineOffset: '0.2em',
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationThickness: '2px' },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      borderRadius: tokens.borderRadiusSmall,
    },
  },
});

/** A link to a page of the site, in the current language. */
export function AppLink({
  to,
  className,
  children,
  onClick,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  const styles = useStyles();
  const localise = useLocalisedPath();
  return (
    <Link to={localise(to)} className={mergeClasses(styles.link, className)} onClick={onClick}>
      {children}
    </Link>
  );
}

import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useLocalisedPath } from '../../shared/locale/useLocalisedPath.ts';
import { MenuOnDemand } from '../../shared/ui/MenuOnDemand.tsx';
import { businessToolLinks } from './navigationLinks.ts';

const loadBusinessToolsMenuItems = () =>
  import('./BusinessToolsMenuItems.tsx').then((module) => module.BusinessToolsMenuItems);

// A button reads semibold by default; in the bar it reads like the links beside it. The links' `display: block` would
// put the chevron on the text's line and the label 8 px below the links' (seen at 1366 px in English): the button keeps
// its own row of label and chevron.
const useStyles = makeStyles({
  trigger: { fontWeight: tokens.fontWeightRegular },
  row: { display: 'inline-flex', alignItems: 'center' },
});

/** The bar's «data tools» menu: advanced search, industry analysis, the graph and lists, a click away on a wide screen. */
export function BusinessToolsMenu({
  className,
  activeClassName,
}: {
  className: string;
  activeClassName: string;
}) {
  const styles = useStyles();
  const localise = useLocalisedPath();
  const { pathname } = useLocation();
  const active = businessToolLinks.some((link) => pathname.startsWith(localise(link.path)));
  return (
    <MenuOnDemand
      load={loadBusinessToolsMenuItems}
      trigger={(props) => (
        <Button
          {...props}
          appearance="transparent"
          className={mergeClasses(styles.trigger, className, styles.row, active && activeClassName)}
          icon={<ChevronDownRegular />}
          iconPosition="after"
        >
          <FormattedMessage id="nav.businessTools" />
        </Button>
      )}
    />
  );
}

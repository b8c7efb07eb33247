import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CompanyAddToListFragment$key } from '../../../__generated__/CompanyAddToListFragment.graphql';
import { useAuthDialog } from '../../../shared/auth/useAuthDialog.ts';
import { useViewer } from '../../../shared/auth/useViewer.ts';
import { MenuOnDemand, type MenuTriggerProps } from '../../../shared/ui/MenuOnDemand.tsx';
import type { CompanyListChoice } from './CompanyListsMenu.tsx';

const loadListsMenu = () => import('./CompanyListsMenu.tsx').then((module) => module.CompanyListsMenu);

/** «Add to list»: the viewer's lists in a menu; a visitor is asked to sign in. */
export function CompanyAddToList({
  query,
  companyId,
}: {
  query: CompanyAddToListFragment$key;
  companyId: string;
}) {
  const { signedIn } = useViewer();
  const authDialog = useAuthDialog();
  const { companyLists: lists } = useFragment(
    graphql`
      fragment CompanyAddToListFragment on Query {
        # Every list (the service keeps at most 50): a menu offers them all.
        companyLists {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    query,
  );
  const trigger = (props: MenuTriggerProps) => (
    <Button {...props} icon={<AddRegular />}>
      <FormattedMessage id="business.lists.addTo" />
    </Button>
  );
  if (!signedIn) return trigger({ onClick: () => authDialog.show({ mode: 'signIn' }) });
  return (
    <MenuOnDemand
      load={loadListsMenu}
      trigger={trigger}
      menuProps={{
        lists: lists.edges.map(({ node }): CompanyListChoice => ({ id: node.id, name: node.name })),
        companyId,
      }}
    />
  );
}

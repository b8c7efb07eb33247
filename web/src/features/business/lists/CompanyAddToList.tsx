import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConnectionHandler, graphql, useFragment } from 'react-relay/hooks';
import type { CompanyAddToListFragment$key } from '../../../__generated__/CompanyAddToListFragment.graphql';
import { useAuthDialog } from '../../../shared/auth/useAuthDialog.ts';
import { useViewer } from '../../../shared/auth/useViewer.ts';
import { useAppToast } from '../../../shared/toast/useAppToast.tsx';
import { useCompanyListAddCompanyMutation } from './useCompanyListAddCompanyMutation.ts';

/** «Add to list»: the viewer's lists in a menu; a visitor is asked to sign in. */
export function CompanyAddToList({
  query,
  companyId,
}: {
  query: CompanyAddToListFragment$key;
  companyId: string;
}) {
  const intl = useIntl();
  const toast = useAppToast();
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
  const [add] = useCompanyListAddCompanyMutation();
  const trigger = (
    <Button icon={<AddRegular />} onClick={signedIn ? undefined : () => authDialog.show({ mode: 'signIn' })}>
      <FormattedMessage id="business.lists.addTo" />
    </Button>
  );
  if (!signedIn) return trigger;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {lists.edges.length === 0 ? (
            <MenuItem disabled>
              <FormattedMessage id="business.lists.none" />
            </MenuItem>
          ) : (
            lists.edges.map(({ node: list }) => (
              <MenuItem
                key={list.id}
                onClick={() =>
                  add({
                    variables: {
                      input: { listId: list.id, companyId },
                      connections: [ConnectionHandler.getConnectionID(list.id, 'CompanyListCard_companies')],
                    },
                    onCompleted: ({ companyListAddCompany }) => {
                      const error = companyListAddCompany.userErrors[0];
                      if (error) toast.error(error.message);
                      else
                        toast.success(
                          intl.formatMessage({ id: 'business.lists.added' }, { name: list.name }),
                        );
                    },
                    onError: () => toast.error(),
                  })
                }
              >
                {list.name}
              </MenuItem>
            ))
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConnectionHandler } from 'react-relay/hooks';
import { useAppToast } from '../../../shared/toast/useAppToast.tsx';
import { useCompanyListAddCompanyMutation } from './useCompanyListAddCompanyMutation.ts';

/** A list the company can be added to. */
export interface CompanyListChoice {
  id: string;
  name: string;
}

/**
 * The viewer's lists around «Add to list», open from its first showing: CompanyAddToList loads it on the button's
 * first click, with the menu's positioning and keyboard code, which a company page's first load then goes without.
 */
export function CompanyListsMenu({
  trigger,
  lists,
  companyId,
}: {
  trigger: ReactElement;
  lists: readonly CompanyListChoice[];
  companyId: string;
}) {
  const intl = useIntl();
  const toast = useAppToast();
  const [add] = useCompanyListAddCompanyMutation();
  return (
    <Menu defaultOpen>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {lists.length === 0 ? (
            <MenuItem disabled>
              <FormattedMessage id="business.lists.none" />
            </MenuItem>
          ) : (
            lists.map((list) => (
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

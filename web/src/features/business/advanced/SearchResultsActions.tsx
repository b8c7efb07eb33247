import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, TextBulletListAddRegular } from '@fluentui/react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AdvancedSearchPageQuery$variables } from '../../../__generated__/AdvancedSearchPageQuery.graphql';
import type { SearchResultsActionsFragment$key } from '../../../__generated__/SearchResultsActionsFragment.graphql';
import { useAppToast } from '../../../shared/toast/useAppToast.tsx';
import { downloadCsv } from '../lists/downloadCsv.ts';
import {
  useCompanyListAddSearchResultsMutation,
  useCompanySearchExportMutation,
} from './useSearchResultsActions.ts';

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
});

/** «Add all to a list» and «CSV» for what an advanced search matched, as far as the viewer's package pages. */
export function SearchResultsActions({
  query,
  search,
}: {
  query: SearchResultsActionsFragment$key;
  search: AdvancedSearchPageQuery$variables;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const { companyLists: lists } = useFragment(
    graphql`
      fragment SearchResultsActionsFragment on Query {
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
  const [addAll, adding] = useCompanyListAddSearchResultsMutation();
  const [exportAll, exporting] = useCompanySearchExportMutation();
  const addTo = (list: { id: string; name: string }) =>
    addAll({
      variables: { input: { listId: list.id, filter: search.filter, sort: search.sort } },
      onCompleted: ({ companyListAddSearchResults: result }) => {
        if (result.userErrors[0]) toast.error(result.userErrors[0].message);
        else
          toast.success(
            intl.formatMessage(
              { id: 'business.advanced.addedAll' },
              { count: result.added, name: list.name },
            ),
          );
      },
      onError: () => toast.error(),
    });
  const download = () =>
    exportAll({
      variables: { input: { filter: search.filter, sort: search.sort } },
      onCompleted: ({ companySearchExport: result }) => {
        if (result.csv && result.fileName) downloadCsv(result.fileName, result.csv);
        else toast.error(result.userErrors[0]?.message);
      },
      onError: () => toast.error(),
    });
  return (
    <div className={styles.actions}>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button icon={<TextBulletListAddRegular />} disabled={adding}>
            <FormattedMessage id="business.advanced.addAll" />
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {lists.edges.length === 0 ? (
              <MenuItem disabled>
                <FormattedMessage id="business.lists.none" />
              </MenuItem>
            ) : (
              lists.edges.map(({ node: list }) => (
                <MenuItem key={list.id} onClick={() => addTo(list)}>
                  {list.name}
                </MenuItem>
              ))
            )}
          </MenuList>
        </MenuPopover>
      </Menu>
      <Button icon={<ArrowDownloadRegular />} disabled={exporting} onClick={download}>
        <FormattedMessage id="business.advanced.exportAll" />
      </Button>
    </div>
  );
}

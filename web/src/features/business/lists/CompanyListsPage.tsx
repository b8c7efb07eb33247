import {
  Body1,
  Button,
  Caption1,
  Card,
  Field,
  Input,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular, RenameRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { CompanyListsPageQuery } from '../../../__generated__/CompanyListsPageQuery.graphql';
import { useAuthDialog } from '../../../shared/auth/useAuthDialog.ts';
import { useViewer } from '../../../shared/auth/useViewer.ts';
import { useAppToast } from '../../../shared/toast/useAppToast.tsx';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { PageContainer } from '../../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { downloadCsv } from './downloadCsv.ts';
import { useCompanyListCreateMutation } from './useCompanyListCreateMutation.ts';
import { useCompanyListExportMutation } from './useCompanyListExportMutation.ts';
import { useCompanyListRemoveCompanyMutation } from './useCompanyListRemoveCompanyMutation.ts';
import { useCompanyListRenameMutation } from './useCompanyListRenameMutation.ts';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    marginBlockEnd: tokens.spacingVerticalXL,
  },
  lists: { display: 'grid', gap: tokens.spacingVerticalL },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  items: { listStyleType: 'none', padding: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  item: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
});

/** The viewer's lists of companies: create, rename, remove companies, export as CSV. */
export function CompanyListsPage({ queryRef }: { queryRef: PreloadedQuery<CompanyListsPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const { signedIn } = useViewer();
  const authDialog = useAuthDialog();
  const { companyLists } = usePreloadedQuery<CompanyListsPageQuery>(
    graphql`
      query CompanyListsPageQuery @preloadable {
        companyLists {
          id
          name
          companyCount
          companies {
            id
            name
          }
        }
      }
    `,
    queryRef,
  );
  const [create] = useCompanyListCreateMutation();
  const [rename] = useCompanyListRenameMutation();
  const [remove] = useCompanyListRemoveCompanyMutation();
  const [exportList] = useCompanyListExportMutation();
  const [name, setName] = useState('');
  const [lists, setLists] = useState(companyLists);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);

  const report = (errors: readonly { message: string }[]) => {
    if (errors[0]) toast.error(errors[0].message);
    return errors.length === 0;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Asked at the moment of acting: the signed-in state settles after the first render.
    if (!signedIn) {
      authDialog.show({ mode: 'signIn' });
      return;
    }
    create({
      variables: { input: { name } },
      onCompleted: ({ companyListCreate }) => {
        if (report(companyListCreate.userErrors) && companyListCreate.companyList) {
          setLists([...lists, companyListCreate.companyList]);
          setName('');
        }
      },
      onError: () => toast.error(),
    });
  };

  return (
    <PageContainer>
      <PageHeader
        title={intl.formatMessage({ id: 'business.lists.title' })}
        subtitle={<FormattedMessage id="business.lists.subtitle" />}
      />
      <>
        <form noValidate className={styles.form} onSubmit={submit}>
          <Field label={intl.formatMessage({ id: 'business.lists.name' })}>
            <Input value={name} onChange={(_, { value }) => setName(value)} />
          </Field>
          <Button appearance="primary" type="submit">
            <FormattedMessage id="business.lists.create" />
          </Button>
        </form>
        <div className={styles.lists}>
          {lists.map((list) => (
            <Card key={list.id} data-testid="company-list">
              <div className={styles.head}>
                {renaming?.id === list.id ? (
                  <form
                    noValidate
                    className={styles.head}
                    onSubmit={(event) => {
                      event.preventDefault();
                      rename({
                        variables: { input: { listId: list.id, name: renaming.name } },
                        onCompleted: ({ companyListRename }) => {
                          if (report(companyListRename.userErrors) && companyListRename.companyList) {
                            const renamed = companyListRename.companyList;
                            setLists(lists.map((entry) => (entry.id === list.id ? renamed : entry)));
                            setRenaming(null);
                          }
                        },
                      });
                    }}
                  >
                    <Input
                      aria-label={intl.formatMessage({ id: 'business.lists.newName' })}
                      value={renaming.name}
                      onChange={(_, { value }) => setRenaming({ id: list.id, name: value })}
                    />
                    <Button type="submit">
                      <FormattedMessage id="business.lists.save" />
                    </Button>
                  </form>
                ) : (
                  <Subtitle2 as="h2">{list.name}</Subtitle2>
                )}
                <Caption1>
                  <FormattedMessage id="business.lists.count" values={{ count: list.companyCount }} />
                </Caption1>
                <Button
                  icon={<RenameRegular />}
                  appearance="subtle"
                  onClick={() => setRenaming({ id: list.id, name: list.name })}
                >
                  <FormattedMessage id="business.lists.rename" />
                </Button>
                <Button
                  icon={<ArrowDownloadRegular />}
                  appearance="subtle"
                  onClick={() =>
                    exportList({
                      variables: { input: { listId: list.id } },
                      onCompleted: ({ companyListExport }) => {
                        if (
                          report(companyListExport.userErrors) &&
                          companyListExport.csv &&
                          companyListExport.fileName
                        ) {
                          downloadCsv(companyListExport.fileName, companyListExport.csv);
                        }
                      },
                    })
                  }
                >
                  <FormattedMessage id="business.lists.export" />
                </Button>
              </div>
              {list.companies.length === 0 ? (
                <Body1>
                  <FormattedMessage id="business.lists.empty" />
                </Body1>
              ) : (
                <ul className={styles.items}>
                  {list.companies.map((company) => (
                    <li key={company.id} className={styles.item}>
                      <AppLink to={`/company/${company.id}`}>{company.name}</AppLink>
                      <Button
                        icon={<DeleteRegular />}
                        appearance="subtle"
                        aria-label={intl.formatMessage(
                          { id: 'business.lists.remove' },
                          { name: company.name },
                        )}
                        onClick={() =>
                          remove({
                            variables: { input: { listId: list.id, companyId: company.id } },
                            onCompleted: ({ companyListRemoveCompany }) => {
                              if (
                                report(companyListRemoveCompany.userErrors) &&
                                companyListRemoveCompany.companyList
                              ) {
                                const updated = companyListRemoveCompany.companyList;
                                setLists(lists.map((entry) => (entry.id === list.id ? updated : entry)));
                              }
                            },
                          })
                        }
                      />
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          ))}
        </div>
      </>
    </PageContainer>
  );
}

import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { useCompanyUserRenameMutation } from './useCompanyUserRenameMutation.ts';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', alignItems: 'flex-end' },
});

/** A "rename" button that opens a one-field form for the name the company shows for the user. */
export function CompanyUserRename({
  companyUserId,
  fullName,
  onRenamed,
}: {
  companyUserId: string;
  fullName: string;
  onRenamed: () => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(fullName);
  const [error, setError] = useState<string | undefined>();
  const [rename, renaming] = useCompanyUserRenameMutation();
  if (!editing)
    return (
      <Button
        size="small"
        appearance="subtle"
        icon={<EditRegular />}
        aria-label={intl.formatMessage({ id: 'companies.admin.rename.open' }, { name: fullName })}
        onClick={() => {
          setName(fullName);
          setError(undefined);
          setEditing(true);
        }}
      />
    );
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        rename({
          variables: { input: { companyUserId, fullName: name } },
          onCompleted: ({ companyUserRename }) => {
            const [failure] = companyUserRename.userErrors;
            if (failure) return setError(failure.message);
            toast.success(intl.formatMessage({ id: 'companies.admin.rename.done' }));
            setEditing(false);
            onRenamed();
          },
          onError: () => toast.error(),
        });
      }}
    >
      <Field
        label={intl.formatMessage({ id: 'companies.admin.rename.label' }, { name: fullName })}
        validationMessage={error}
      >
        <Input size="small" value={name} onChange={(_, value) => setName(value.value)} />
      </Field>
      <Button size="small" type="submit" appearance="primary" disabled={renaming}>
        <FormattedMessage id="companies.admin.save" />
      </Button>
      <Button size="small" disabled={renaming} onClick={() => setEditing(false)}>
        <FormattedMessage id="companies.admin.cancel" />
      </Button>
    </form>
  );
}

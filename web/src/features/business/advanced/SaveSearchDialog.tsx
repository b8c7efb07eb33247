import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
} from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialogActions } from '../../../shared/ui/FormDialogActions.tsx';
import type { AdvancedSearchPageQuery$variables } from '../../../__generated__/AdvancedSearchPageQuery.graphql';
import { applyUserErrors } from '../../../shared/forms/applyUserErrors.ts';
import { useErrorText } from '../../../shared/forms/useErrorText.ts';
import { useAppToast } from '../../../shared/toast/useAppToast.tsx';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { savedSearchNameRules, type SavedSearchNameForm } from '@rasad/contracts/rules/saved-search-rules.ts';
import { useSavedSearchCreateMutation } from '../saved/useSavedSearchCreateMutation.ts';

/** Saves the search on screen under a name: new and changed companies that match it reach the feed and a daily digest. */
export function SaveSearchDialog({
  search,
  screenQuery,
}: {
  search: AdvancedSearchPageQuery$variables;
  screenQuery: string;
}) {
  const intl = useIntl();
  const toast = useAppToast();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [commit, saving] = useSavedSearchCreateMutation();
  const { register, handleSubmit, setError, reset, formState } = useForm<SavedSearchNameForm>({
    defaultValues: { name: search.filter.text ?? '' },
    resolver: zodResolver(savedSearchNameRules, undefined, { raw: true }) as never,
  });
  const submit = handleSubmit((form) =>
    commit({
      variables: { input: { name: form.name, filter: search.filter, screenQuery } },
      onCompleted: ({ savedSearchCreate }) => {
        if (savedSearchCreate.userErrors.length > 0) {
          const unplaced = applyUserErrors(savedSearchCreate.userErrors, ['name'], setError);
          if (unplaced[0]) toast.error(unplaced[0]);
          return;
        }
        toast.success(intl.formatMessage({ id: 'business.saved.created' }));
        reset();
        setOpen(false);
      },
      onError: () => toast.error(),
    }),
  );
  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<AlertRegular />}>
          <FormattedMessage id="business.saved.save" />
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <form noValidate onSubmit={submit}>
          <DialogBody>
            <DialogTitle>
              <FormattedMessage id="business.saved.dialogTitle" />
            </DialogTitle>
            <DialogContent>
              <p>
                <FormattedMessage id="business.saved.explain" />{' '}
                <AppLink to="/saved-searches">
                  <FormattedMessage id="business.saved.manage" />
                </AppLink>
              </p>
              <Field
                label={intl.formatMessage({ id: 'business.saved.name' })}
                required
                validationMessage={errorText(formState.errors.name)}
              >
                <Input {...register('name')} />
              </Field>
            </DialogContent>
            <FormDialogActions
              cancelId="business.saved.cancel"
              submitId="business.saved.confirm"
              sending={saving}
            />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

import type { FieldValues, UseFormHandleSubmit, UseFormReset } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { UseMutationConfig } from 'react-relay/hooks';
import type { Disposable, MutationParameters } from 'relay-runtime';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';

/**
 * The submit handler of a form that says something about courses (a comment, a review, a suggestion): the
 * server's first objection is toasted; once accepted, the form is emptied and the writer thanked.
 */
export function useSubmitThenThank<Values extends FieldValues, Mutation extends MutationParameters>({
  handleSubmit,
  reset,
  commit,
  variables,
  userErrors,
  thanksId,
}: {
  handleSubmit: UseFormHandleSubmit<Values>;
  reset: UseFormReset<Values>;
  commit: (config: UseMutationConfig<Mutation>) => Disposable;
  variables: (values: Values) => Mutation['variables'];
  userErrors: (response: Mutation['response']) => readonly { readonly message: string }[];
  thanksId: string;
}) {
  const intl = useIntl();
  const toast = useAppToast();
  return handleSubmit((values) =>
    commit({
      variables: variables(values),
      onCompleted: (response) => {
        const error = userErrors(response)[0];
        if (error) toast.error(error.message);
        else {
          reset();
          toast.success(intl.formatMessage({ id: thanksId }));
        }
      },
      onError: () => toast.error(),
    }),
  );
}

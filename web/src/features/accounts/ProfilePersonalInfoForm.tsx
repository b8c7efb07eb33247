import { zodResolver } from '@hookform/resolvers/zod';
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { personalInfoRules } from '@rasad/contracts/rules/account-rules.ts';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { z } from 'zod';
import type { ProfilePersonalInfoFormFragment$key } from '../../__generated__/ProfilePersonalInfoFormFragment.graphql';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { useAccountPersonalInfoUpdateMutation } from './useAccountPersonalInfoUpdateMutation.ts';
import { SubmitButton } from '../../shared/forms/SubmitButton.tsx';

type Values = z.input<typeof personalInfoRules>;
const fields = ['firstName', 'lastName', 'jobTitle', 'companyName'] as const;

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingVerticalM,
  },
  actions: { gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' },
});

/** Name, job title and company name. */
export function ProfilePersonalInfoForm({ viewer }: { viewer: ProfilePersonalInfoFormFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const errorText = useErrorText();
  const info = useFragment(
    graphql`
      fragment ProfilePersonalInfoFormFragment on Viewer {
        firstName
        lastName
        jobTitle
        companyName
      }
    `,
    viewer,
  );
  const [commit, isInFlight] = useAccountPersonalInfoUpdateMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof personalInfoRules>>({
    resolver: zodResolver(personalInfoRules),
    defaultValues: {
      firstName: info.firstName,
      lastName: info.lastName,
      jobTitle: info.jobTitle,
      companyName: info.companyName,
    },
  });

  const submit = handleSubmit((values) =>
    commit({
      variables: { input: values },
      onCompleted: ({ accountPersonalInfoUpdate }) => {
        const other = applyUserErrors(accountPersonalInfoUpdate.userErrors, fields, setError);
        if (other.length > 0) toast.error(other[0]);
        else if (accountPersonalInfoUpdate.viewer)
          toast.success(intl.formatMessage({ id: 'accounts.profile.saved' }));
      },
      onError: () => toast.error(),
    }),
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isInFlight}>
      {fields.map((name) => (
        <Field
          key={name}
          label={intl.formatMessage({ id: `accounts.profile.${name}` })}
          validationMessage={errorText(errors[name])}
          validationState={errors[name] ? 'error' : 'none'}
        >
          {/* Fluent's Input keeps its own value; it starts from the stored one. */}
          <Input {...register(name)} defaultValue={info[name]} />
        </Field>
      ))}
      <div className={styles.actions}>
        <SubmitButton sending={isInFlight}>
          <FormattedMessage id="accounts.profile.save" />
        </SubmitButton>
      </div>
    </form>
  );
}

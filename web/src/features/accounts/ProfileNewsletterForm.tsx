import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { newsletterSubscriptionRules } from '@rasad/contracts/rules/newsletter-subscription-rules.ts';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { useProfileNewsletterSubscribeMutation } from './useProfileNewsletterSubscribeMutation.ts';
import { leftToRight } from '../../shared/ui/leftToRight.ts';

type Values = z.input<typeof newsletterSubscriptionRules>;

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  latin: leftToRight,
});

/** The newsletter from the profile; an e-mail user name is offered as the address. */
export function ProfileNewsletterForm({ email }: { email: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const errorText = useErrorText();
  const [commit, isInFlight] = useProfileNewsletterSubscribeMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof newsletterSubscriptionRules>>({
    resolver: zodResolver(newsletterSubscriptionRules),
    defaultValues: { email },
  });
  const submit = handleSubmit((values) =>
    commit({
      variables: { input: values },
      onCompleted: ({ newsletterSubscribe }) => {
        applyUserErrors(newsletterSubscribe.userErrors, ['email'], setError);
        if (newsletterSubscribe.userErrors.length === 0)
          toast.success(intl.formatMessage({ id: 'accounts.profile.newsletterDone' }));
      },
      onError: () => toast.error(),
    }),
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isInFlight}>
      <Field
        label={intl.formatMessage({ id: 'accounts.profile.newsletterEmail' })}
        validationMessage={errorText(errors.email)}
        validationState={errors.email ? 'error' : 'none'}
      >
        <Input {...register('email')} defaultValue={email} type="email" className={styles.latin} />
      </Field>
      <Button type="submit" disabled={isInFlight}>
        <FormattedMessage id="accounts.profile.newsletterSubscribe" />
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { newsletterSubscriptionRules } from '@rasad/contracts/rules/newsletter-subscription-rules.ts';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { useNewsletterSubscribeMutation } from './useNewsletterSubscribeMutation.ts';
import { leftToRight } from '../../shared/ui/leftToRight.ts';

type NewsletterValues = { email: string };

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  field: { alignSelf: 'stretch' },
  latin: leftToRight,
});

/** The footer's newsletter sign-up. */
export function NewsletterForm() {
  const styles = useStyles();
  const intl = useIntl();
  const errorText = useErrorText();
  const toast = useAppToast();
  const [commit, isInFlight] = useNewsletterSubscribeMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewsletterValues, unknown, z.output<typeof newsletterSubscriptionRules>>({
    resolver: zodResolver(newsletterSubscriptionRules),
    defaultValues: { email: '' },
  });

  const subscribe = handleSubmit(({ email }) => {
    commit({
      variables: { input: { email } },
      onCompleted: ({ newsletterSubscribe }) => {
        const unplaced = applyUserErrors(newsletterSubscribe.userErrors, ['email'], setError);
        if (unplaced.length > 0) setError('email', { type: 'server', message: unplaced.join(' ') });
        if (newsletterSubscribe.userErrors.length > 0) return;
        if (newsletterSubscribe.alreadySubscribed)
          toast.info(intl.formatMessage({ id: 'newsletter.already' }));
        else toast.success(intl.formatMessage({ id: 'newsletter.subscribed' }));
        reset({ email: '' });
      },
      onError: () => toast.error(),
    });
  });

  return (
    <form className={styles.form} onSubmit={subscribe} noValidate aria-busy={isInFlight}>
      <Field
        className={styles.field}
        label={intl.formatMessage({ id: 'newsletter.label' })}
        validationState={errors.email ? 'error' : 'none'}
        validationMessage={errorText(errors.email)}
      >
        <Input
          {...register('email')}
          type="email"
          autoComplete="email"
          className={styles.latin}
          contentBefore={<MailRegular aria-hidden />}
          placeholder="name@example.com"
        />
      </Field>
      <Button type="submit" appearance="primary" disabled={isInFlight}>
        <FormattedMessage id="newsletter.submit" />
      </Button>
    </form>
  );
}

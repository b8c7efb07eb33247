import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { contactMessageRules } from '@rasad/contracts/rules/contact-message-rules.ts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { formatDigits } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import type { ContactSubject } from './contactSubjects.ts';
import { useContactMessageSendMutation } from './useContactMessageSendMutation.ts';
import { leftToRight } from '../../shared/ui/leftToRight.ts';
import { WorkingSpinner } from '../../shared/ui/WorkingSpinner.tsx';

type ContactFormValues = z.input<typeof contactMessageRules>;

const formFields = ['fullName', 'mobile', 'email', 'subject', 'description', 'pageUrl'] as const;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  actions: { display: 'flex', justifyContent: 'flex-end' },
  latin: leftToRight,
});

/**
 * The message-to-support form. The same zod rules as the gateway check it first; the gateway's
 * `userErrors` land under the same fields.
 */
export function ContactForm({
  subjects,
  defaultSubject,
}: {
  subjects: readonly ContactSubject[];
  defaultSubject: ContactSubject;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const errorText = useErrorText();
  const toast = useAppToast();
  const [commit, isInFlight] = useContactMessageSendMutation();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [referenceNumber, setReferenceNumber] = useState<string | null>(null);
  const defaultValues: ContactFormValues = {
    fullName: '',
    mobile: '',
    email: '',
    subject: defaultSubject,
    description: '',
    pageUrl: '',
  };
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, z.output<typeof contactMessageRules>>({
    resolver: zodResolver(contactMessageRules),
    defaultValues,
  });
  const subject = useWatch({ control, name: 'subject' });

  const send = handleSubmit((message) => {
    setFormErrors([]);
    setReferenceNumber(null);
    commit({
      variables: {
        input: {
          fullName: message.fullName,
          mobile: message.mobile ?? null,
          email: message.email ?? null,
          subject: message.subject,
          description: message.description,
          pageUrl: message.pageUrl ?? null,
        },
      },
      onCompleted: ({ contactMessageSend }) => {
        const unplaced = applyUserErrors(contactMessageSend.userErrors, formFields, setError);
        setFormErrors(unplaced);
        const received = contactMessageSend.contactMessage;
        if (!received) return;
        const reference = formatDigits(locale, received.referenceNumber);
        setReferenceNumber(reference);
        toast.success(intl.formatMessage({ id: 'contact.sent.toast' }, { reference }));
        reset(defaultValues);
      },
      onError: () => toast.error(),
    });
  });

  const field = (name: keyof ContactFormValues) => ({
    validationState: errors[name] ? ('error' as const) : ('none' as const),
    validationMessage: errorText(errors[name]),
  });

  return (
    <form className={styles.form} onSubmit={send} noValidate aria-busy={isInFlight}>
      {referenceNumber ? (
        <MessageBar intent="success" aria-live="polite">
          <MessageBarBody>
            <MessageBarTitle>
              <FormattedMessage id="contact.sent.title" />
            </MessageBarTitle>
            <FormattedMessage id="contact.sent.body" values={{ reference: <bdi>{referenceNumber}</bdi> }} />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <div aria-live="assertive">
        {formErrors.map((text) => (
          <MessageBar key={text} intent="error">
            <MessageBarBody>{text}</MessageBarBody>
          </MessageBar>
        ))}
      </div>
      <div className={styles.row}>
        <Field label={intl.formatMessage({ id: 'form.fullName' })} required {...field('fullName')}>
          <Input {...register('fullName')} autoComplete="name" />
        </Field>
        <Field label={intl.formatMessage({ id: 'form.subject' })} required {...field('subject')}>
          <Select {...register('subject')}>
            {subjects.map((subject) => (
              <option key={subject} value={subject}>
                {intl.formatMessage({ id: `contact.subject.${subject}` })}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className={styles.row}>
        <Field
          label={intl.formatMessage({ id: 'form.mobile' })}
          hint={intl.formatMessage({ id: 'form.mobileOrEmail' })}
          {...field('mobile')}
        >
          <Input
            {...register('mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            className={styles.latin}
            placeholder={intl.formatMessage({ id: 'form.mobile.example' })}
          />
        </Field>
        <Field label={intl.formatMessage({ id: 'form.email' })} {...field('email')}>
          <Input
            {...register('email')}
            type="email"
            autoComplete="email"
            className={styles.latin}
            placeholder="name@example.com"
          />
        </Field>
      </div>
      {subject === 'ERROR_REPORT' ? (
        <Field
          label={intl.formatMessage({ id: 'form.pageUrl' })}
          hint={intl.formatMessage({ id: 'form.pageUrl.hint' })}
          {...field('pageUrl')}
        >
          <Input {...register('pageUrl')} type="url" className={styles.latin} />
        </Field>
      ) : null}
      <Field label={intl.formatMessage({ id: 'form.description' })} required {...field('description')}>
        <Textarea {...register('description')} rows={6} resize="vertical" />
      </Field>
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={isInFlight}
          icon={isInFlight ? <WorkingSpinner /> : <SendRegular />}
        >
          <FormattedMessage id="contact.send" />
        </Button>
      </div>
    </form>
  );
}

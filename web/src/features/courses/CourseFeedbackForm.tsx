import { Button, Field, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorText } from '../../shared/forms/useErrorText.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  wide: { width: '100%' },
});

/**
 * The course page's form for a comment or a review, in the texts of its kind (`courses.<kind>.*`): named by
 * its heading, what the learner writes across its width, and the send button; `children` (a review's score)
 * stand between heading and text.
 */
export function CourseFeedbackForm({
  kind,
  body,
  sending,
  onSubmit,
  children,
}: {
  kind: 'comment' | 'review';
  body: { registration: UseFormRegisterReturn; error: FieldError | undefined };
  sending: boolean;
  onSubmit: (event: BaseSyntheticEvent) => Promise<unknown>;
  children?: ReactNode;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      aria-label={intl.formatMessage({ id: `courses.${kind}.title` })}
    >
      <Subtitle2 as="h3">
        <FormattedMessage id={`courses.${kind}.title`} />
      </Subtitle2>
      {children}
      <Field
        className={styles.wide}
        label={intl.formatMessage({ id: `courses.${kind}.body` })}
        validationState={body.error ? 'error' : 'none'}
        validationMessage={errorText(body.error)}
      >
        <Textarea {...body.registration} />
      </Field>
      <Button type="submit" appearance="primary" disabled={sending}>
        <FormattedMessage id={`courses.${kind}.submit`} />
      </Button>
    </form>
  );
}

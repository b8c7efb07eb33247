import { Button, Field, Input, Subtitle1, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { courseSuggestionRules } from '@rasad/contracts/rules/course-interaction-rules.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { useCourseSuggestionCreateMutation } from './useCourseSuggestionCreateMutation.ts';
import { useSubmitThenThank } from './useSubmitThenThank.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '560px' },
});

/** Anyone may suggest a course the platform should make. */
export function CourseSuggestionForm() {
  const styles = useStyles();
  const intl = useIntl();
  const errorText = useErrorText();
  const [commit, isInFlight] = useCourseSuggestionCreateMutation();
  const { register, handleSubmit, reset, formState } = useForm<{ title: string; description: string }>({
    resolver: zodResolver(courseSuggestionRules),
    defaultValues: { title: '', description: '' },
  });
  const submit = useSubmitThenThank({
    handleSubmit,
    reset,
    commit,
    variables: (input) => ({ input }),
    userErrors: ({ courseSuggestionCreate }) => courseSuggestionCreate.userErrors,
    thanksId: 'courses.suggestion.thanks',
  });
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      aria-label={intl.formatMessage({ id: 'courses.suggestion.title' })}
    >
      <Subtitle1 as="h2">
        <FormattedMessage id="courses.suggestion.title" />
      </Subtitle1>
      <Field
        label={intl.formatMessage({ id: 'courses.suggestion.name' })}
        validationState={formState.errors.title ? 'error' : 'none'}
        validationMessage={errorText(formState.errors.title)}
      >
        <Input {...register('title')} />
      </Field>
      <Field
        label={intl.formatMessage({ id: 'courses.suggestion.description' })}
        validationState={formState.errors.description ? 'error' : 'none'}
        validationMessage={errorText(formState.errors.description)}
      >
        <Textarea {...register('description')} />
      </Field>
      <div>
        <Button type="submit" disabled={isInFlight}>
          <FormattedMessage id="courses.suggestion.submit" />
        </Button>
      </div>
    </form>
  );
}

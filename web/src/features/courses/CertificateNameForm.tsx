import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { RibbonRegular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { learnerNameRules } from '@rasad/contracts/rules/learner-name-rules.ts';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { useCourseCertificateIssueMutation } from './useCourseCertificateIssueMutation.ts';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  form: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
});

/**
 * A pass whose certificate waits for the learner's name: asks for it (the shared Persian name rule, so never a
 * mobile number or e-mail address) and issues the certificate with it.
 */
export function CertificateNameForm({ attemptId }: { attemptId: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const errorText = useErrorText();
  const [commit, isInFlight] = useCourseCertificateIssueMutation();
  const { register, handleSubmit, formState, setError } = useForm<{ learnerName: string }>({
    resolver: zodResolver(learnerNameRules),
    defaultValues: { learnerName: '' },
  });
  const issue = (learnerName: string) =>
    commit({
      variables: { input: { attemptId, learnerName } },
      onCompleted: ({ courseCertificateIssue }) => {
        const error = courseCertificateIssue.userErrors[0];
        if (error?.field.includes('learnerName')) setError('learnerName', { message: error.message });
        else if (error || !courseCertificateIssue.result) toast.error(error?.message);
        else toast.success(intl.formatMessage({ id: 'courses.certificate.issued' }));
      },
      onError: () => toast.error(),
    });
  return (
    <div className={styles.column} data-testid="certificate-name">
      <MessageBar intent="warning">
        <MessageBarBody>
          <FormattedMessage id="validation.learnerName.required" />
        </MessageBarBody>
      </MessageBar>
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => void handleSubmit(({ learnerName }) => issue(learnerName))(event)}
      >
        <Field
          label={intl.formatMessage({ id: 'courses.certificate.nameLabel' })}
          validationState={formState.errors.learnerName ? 'error' : 'none'}
          validationMessage={errorText(formState.errors.learnerName)}
        >
          <Input autoComplete="name" {...register('learnerName')} />
        </Field>
        <Button type="submit" appearance="primary" icon={<RibbonRegular />} disabled={isInFlight}>
          <FormattedMessage id="courses.certificate.issue" />
        </Button>
      </form>
    </div>
  );
}

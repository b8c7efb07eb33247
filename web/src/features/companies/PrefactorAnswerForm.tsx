import { zodResolver } from '@hookform/resolvers/zod';
import { Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import {
  prefactorAnswerRules,
  type PrefactorAnswerForm as AnswerForm,
} from '@rasad/contracts/rules/prefactor-request-rules.ts';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { formatDigits } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { useCompanyPrefactorAnswerMutation } from './useCompanyPrefactorAnswerMutation.ts';
import { SubmitButton } from '../../shared/forms/SubmitButton.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  answer: { alignSelf: 'stretch' },
});

/** The manager's answer to one prefactor request: given once, then shown in place of this form. */
export function PrefactorAnswerForm({
  companyId,
  prefactorId,
  referenceNumber,
}: {
  companyId: string;
  prefactorId: string;
  referenceNumber: string;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const errorText = useErrorText();
  const [commit, inFlight] = useCompanyPrefactorAnswerMutation();
  const { register, handleSubmit, setError, formState } = useForm<AnswerForm>({
    defaultValues: { answer: '' },
    resolver: zodResolver(prefactorAnswerRules),
  });
  const submit = handleSubmit((form) =>
    commit({
      variables: { input: { companyId, prefactorId, answer: form.answer } },
      onCompleted: ({ companyPrefactorAnswer }) => {
        const unplaced = applyUserErrors(companyPrefactorAnswer.userErrors, ['answer'], setError);
        if (unplaced[0]) return toast.error(unplaced[0]);
        if (companyPrefactorAnswer.userErrors.length === 0)
          toast.success(intl.formatMessage({ id: 'companies.prefactor.answered' }));
      },
      onError: () => toast.error(),
    }),
  );
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-label={intl.formatMessage(
        { id: 'companies.prefactor.answerFor' },
        { reference: formatDigits(locale, referenceNumber) },
      )}
    >
      <Field
        className={styles.answer}
        label={intl.formatMessage({ id: 'companies.prefactor.answer' })}
        required
        validationMessage={errorText(formState.errors.answer)}
      >
        <Textarea {...register('answer')} rows={3} resize="vertical" />
      </Field>
      <SubmitButton sending={inFlight}>
        <FormattedMessage id="companies.prefactor.send" />
      </SubmitButton>
    </form>
  );
}

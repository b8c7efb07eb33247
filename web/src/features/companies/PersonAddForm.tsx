import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { companyPersonRules, type CompanyPersonForm } from '@rasad/contracts/rules/company-person-rules.ts';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-start' },
  field: { flexGrow: 1, minWidth: 'min(100%, 200px)' },
  submit: { marginBlockStart: '26px' },
});

type UserError = { readonly field: readonly string[]; readonly message: string };

/**
 * A person by full name and mobile, as an administrator adds a company user or a mentor a sub-user. Checked with
 * the gateway's own rules before sending; the server's errors go under their fields. `onAdd` sends the person and
 * calls back with the mutation's `userErrors` (none when added), after which the form is cleared.
 */
export function PersonAddForm({
  label,
  submitting,
  onAdd,
}: {
  label: string;
  submitting: boolean;
  onAdd: (person: CompanyPersonForm, done: (userErrors: readonly UserError[]) => void) => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const errorText = useErrorText();
  const { register, handleSubmit, setError, reset, formState } = useForm<CompanyPersonForm>({
    defaultValues: { fullName: '', mobile: '' },
    resolver: zodResolver(companyPersonRules, undefined, { raw: true }) as never,
  });
  const submit = handleSubmit((person) =>
    onAdd(person, (userErrors) => {
      if (userErrors.length === 0) return reset();
      const unplaced = applyUserErrors(userErrors, ['fullName', 'mobile'], setError);
      if (unplaced[0]) toast.error(unplaced[0]);
    }),
  );
  return (
    <form className={styles.form} noValidate aria-label={label} onSubmit={submit}>
      <Field
        className={styles.field}
        label={intl.formatMessage({ id: 'companies.admin.fullName' })}
        validationMessage={errorText(formState.errors.fullName)}
      >
        <Input {...register('fullName')} />
      </Field>
      <Field
        className={styles.field}
        label={intl.formatMessage({ id: 'companies.admin.mobile' })}
        validationMessage={errorText(formState.errors.mobile)}
      >
        <Input {...register('mobile')} dir="ltr" inputMode="tel" />
      </Field>
      <Button className={styles.submit} type="submit" appearance="primary" disabled={submitting}>
        <FormattedMessage id="companies.admin.add" />
      </Button>
    </form>
  );
}

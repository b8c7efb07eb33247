import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { normaliseCertificateCode } from '@rasad/contracts/certificate-code.ts';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { useLocalisedPath } from '../../shared/locale/useLocalisedPath.ts';
import { leftToRight } from '../../shared/ui/leftToRight.ts';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-start',
    flexWrap: 'wrap',
    marginBlockEnd: tokens.spacingVerticalL,
  },
  field: { flexGrow: 1, minWidth: '14rem' },
  code: leftToRight,
  submit: { marginBlockStart: '26px' },
});

const codeRules = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'courses.certificate.codeRequired')
    .refine((typed) => normaliseCertificateCode(typed) !== null, 'courses.certificate.codeInvalid'),
});

/** A box to type a certificate's code (Persian or Latin digits, any case) and open its verification. */
export function CertificateCodeForm() {
  const styles = useStyles();
  const intl = useIntl();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const { code: shown } = useParams();
  const { register, handleSubmit, formState } = useForm<{ code: string }>({
    resolver: zodResolver(codeRules),
    defaultValues: { code: shown ?? '' },
  });
  const verify = ({ code }: { code: string }) => {
    const normalised = normaliseCertificateCode(code);
    if (normalised) void navigate(localise(`/certificates/${normalised}`));
  };
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(verify)(event)}>
      <Field
        className={styles.field}
        label={intl.formatMessage({ id: 'courses.certificate.codeLabel' })}
        validationState={formState.errors.code ? 'error' : 'none'}
        validationMessage={errorText(formState.errors.code)}
      >
        <Input input={{ className: styles.code }} placeholder="RSD-1A2B3C4D5E" {...register('code')} />
      </Field>
      <Button className={styles.submit} type="submit" appearance="primary" icon={<SearchRegular />}>
        <FormattedMessage id="courses.certificate.verify" />
      </Button>
    </form>
  );
}

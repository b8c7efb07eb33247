import { Button } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { AppLink } from '../../shared/ui/AppLink.tsx';
import { useCompanyCertificateCreateMutation } from './useCompanyCertificateCreateMutation.ts';

/**
 * A report row's certificate: its code (linking to the certificate) when there is one; a button that issues it when
 * the user passed the exam without one; a dash otherwise.
 */
export function CompanyCertificateCell({
  fullName,
  certificateCode,
  passedExamResultId,
  onIssued,
}: {
  fullName: string;
  certificateCode: string | null | undefined;
  passedExamResultId: string | null | undefined;
  onIssued: () => void;
}) {
  const intl = useIntl();
  const toast = useAppToast();
  const [create, creating] = useCompanyCertificateCreateMutation();
  if (certificateCode)
    return (
      <AppLink to={`/certificates/${certificateCode}`}>
        <bdi>{certificateCode}</bdi>
      </AppLink>
    );
  if (!passedExamResultId) return <>—</>;
  return (
    <Button
      size="small"
      disabled={creating}
      aria-label={intl.formatMessage({ id: 'companies.report.issueCertificateFor' }, { name: fullName })}
      onClick={() =>
        create({
          variables: { input: { examResultId: passedExamResultId } },
          onCompleted: ({ companyCertificateCreate }) => {
            const [failure] = companyCertificateCreate.userErrors;
            if (failure) return toast.error(failure.message);
            toast.success(intl.formatMessage({ id: 'companies.report.certificateIssued' }));
            onIssued();
          },
          onError: () => toast.error(),
        })
      }
    >
      <FormattedMessage id="companies.report.issueCertificate" />
    </Button>
  );
}

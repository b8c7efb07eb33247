import {
  Body1,
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { CompanyVerifyPageQuery } from '../../__generated__/CompanyVerifyPageQuery.graphql';
import type { useCompanyVerificationFindMutation$data } from '../../__generated__/useCompanyVerificationFindMutation.graphql';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { formatDigits, formatNumber } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { useCompanyVerificationFindMutation } from './useCompanyVerificationFindMutation.ts';
import { useCompanyVerificationSendCodeMutation } from './useCompanyVerificationSendCodeMutation.ts';
import { useCompanyVerificationVerifyCodeMutation } from './useCompanyVerificationVerifyCodeMutation.ts';
import { Panel } from '../../shared/ui/Panel.tsx';
import { SubmitButton } from '../../shared/forms/SubmitButton.tsx';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  steps: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    listStyle: 'none',
    padding: 0,
    margin: `0 0 ${tokens.spacingVerticalL}`,
  },
  step: { color: tokens.colorNeutralForeground3 },
  current: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    margin: 0,
  },
  done: { color: tokens.colorPaletteGreenForeground1, fontSize: '48px' },
});

type Step = 'find' | 'confirm' | 'rules' | 'ceo' | 'code' | 'done';
const stepOrder: Step[] = ['find', 'confirm', 'rules', 'ceo', 'code', 'done'];
type Candidate = NonNullable<useCompanyVerificationFindMutation$data['companyVerificationFind']['candidate']>;

/** Seconds left until `until`, ticking once a second; 0 once it has passed. */
function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** A send button's words: its own while it may send, the seconds left while a wait is counted down. */
function SendCodeLabel({ secondsLeft, ready }: { secondsLeft: number; ready: string }) {
  const locale = useLocale();
  if (secondsLeft === 0) return <FormattedMessage id={ready} />;
  return (
    <FormattedMessage
      id="companies.verify.resendIn"
      values={{ seconds: formatNumber(locale, secondsLeft) }}
    />
  );
}

/**
 * `/companies/verify`: the company-owner verification wizard (spec §2, §4): find the company by national ID, confirm
 * it, accept the rules, match the CEO's national code and mobile, enter the code sent to the CEO's registered mobile
 * (resend after a countdown), then congratulations with a link to the management panel.
 */
export function CompanyVerifyPage({ queryRef }: { queryRef: PreloadedQuery<CompanyVerifyPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const authDialog = useAuthDialog();
  const { viewer } = usePreloadedQuery<CompanyVerifyPageQuery>(
    graphql`
      query CompanyVerifyPageQuery @preloadable {
        viewer {
          __typename
        }
      }
    `,
    queryRef,
  );
  const [step, setStep] = useState<Step>('find');
  const [nationalId, setNationalId] = useState('');
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [nationalCode, setNationalCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [maskedMobile, setMaskedMobile] = useState('');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [find, finding] = useCompanyVerificationFindMutation();
  const [sendCode, sending] = useCompanyVerificationSendCodeMutation();
  const [verifyCode, verifying] = useCompanyVerificationVerifyCodeMutation();
  const secondsLeft = useCountdown(resendAt);

  if (!viewer) {
    return (
      <PageContainer>
        <PageHeader title={intl.formatMessage({ id: 'companies.verify.title' })} />
        <Panel className={styles.card}>
          <Body1>
            <FormattedMessage id="companies.signInFirst" />
          </Body1>
          <div>
            <Button appearance="primary" onClick={() => authDialog.show({ mode: 'signIn' })}>
              <FormattedMessage id="companies.signIn" />
            </Button>
          </div>
        </Panel>
      </PageContainer>
    );
  }

  const showErrors = (userErrors: readonly { field: readonly string[]; message: string }[]) => {
    const byField: Record<string, string> = {};
    let general: string | null = null;
    for (const error of userErrors) {
      const field = error.field[error.field.length - 1];
      if (field && !byField[field]) byField[field] = error.message;
      else general ??= error.message;
    }
    setErrors(byField);
    setFormError(general);
  };
  const clearErrors = () => {
    setErrors({});
    setFormError(null);
  };

  const lookUp = () =>
    find({
      variables: { input: { nationalId } },
      onCompleted: ({ companyVerificationFind }) => {
        if (!companyVerificationFind.candidate) return showErrors(companyVerificationFind.userErrors);
        clearErrors();
        setCandidate(companyVerificationFind.candidate);
        setStep('confirm');
      },
      onError: () => toast.error(),
    });

  const requestCode = () =>
    sendCode({
      variables: {
        input: {
          nationalId: candidate?.nationalId ?? nationalId,
          nationalCode,
          mobile,
          acceptedRules: accepted,
        },
      },
      onCompleted: ({ companyVerificationSendCode }) => {
        const sent = companyVerificationSendCode.verification;
        if (!sent) {
          if (companyVerificationSendCode.retryAfterSeconds)
            setResendAt(Date.now() + companyVerificationSendCode.retryAfterSeconds * 1000);
          return showErrors(companyVerificationSendCode.userErrors);
        }
        clearErrors();
        setVerificationId(sent.verificationId);
        setMaskedMobile(sent.maskedMobile);
        setResendAt(Date.now() + sent.resendAfterSeconds * 1000);
        setCode('');
        setStep('code');
        toast.success(intl.formatMessage({ id: 'companies.verify.codeSent' }));
      },
      onError: () => toast.error(),
    });

  const submitCode = () =>
    verificationId &&
    verifyCode({
      variables: { input: { verificationId, code } },
      onCompleted: ({ companyVerificationVerifyCode }) => {
        if (!companyVerificationVerifyCode.managedCompany)
          return showErrors(companyVerificationVerifyCode.userErrors);
        clearErrors();
        setStep('done');
      },
      onError: () => toast.error(),
    });

  const fieldProps = (field: string) => ({
    validationMessage: errors[field],
    validationState: errors[field] ? ('error' as const) : ('none' as const),
  });
  const busy = finding || sending || verifying;
  const companyName = candidate?.company.name ?? '';

  return (
    <PageContainer>
      <PageHeader
        title={intl.formatMessage({ id: 'companies.verify.title' })}
        subtitle={<FormattedMessage id="companies.verify.subtitle" />}
      />
      <ol className={styles.steps} aria-label={intl.formatMessage({ id: 'companies.verify.steps' })}>
        {stepOrder.map((value, index) => (
          <li
            key={value}
            className={value === step ? styles.current : styles.step}
            aria-current={value === step ? 'step' : undefined}
          >
            {formatNumber(locale, index + 1)}. <FormattedMessage id={`companies.verify.step.${value}`} />
          </li>
        ))}
      </ol>
      {formError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{formError}</MessageBarBody>
        </MessageBar>
      )}
      <Panel className={styles.card}>
        {step === 'find' && (
          <form
            className={styles.card}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              lookUp();
            }}
          >
            <Field
              label={intl.formatMessage({ id: 'companies.verify.nationalId' })}
              hint={intl.formatMessage({ id: 'companies.verify.nationalId.hint' })}
              required
              {...fieldProps('nationalId')}
            >
              <Input
                value={nationalId}
                onChange={(_, data) => setNationalId(data.value)}
                inputMode="numeric"
                maxLength={20}
                dir="ltr"
              />
            </Field>
            <div className={styles.actions}>
              <SubmitButton sending={finding} disabled={busy}>
                <FormattedMessage id="companies.verify.find" />
              </SubmitButton>
            </div>
          </form>
        )}
        {step === 'confirm' && candidate && (
          <>
            <Subtitle2 as="h2">{companyName}</Subtitle2>
            <dl className={styles.facts}>
              <dt>
                <FormattedMessage id="companies.verify.nationalId" />
              </dt>
              <dd>{formatDigits(locale, candidate.nationalId)}</dd>
              <dt>
                <FormattedMessage id="companies.verify.registrationNumber" />
              </dt>
              <dd>{formatDigits(locale, candidate.registrationNumber)}</dd>
              <dt>
                <FormattedMessage id="companies.verify.place" />
              </dt>
              <dd>
                {[candidate.province, candidate.city].filter(Boolean).join(locale === 'fa-IR' ? '، ' : ', ')}
              </dd>
            </dl>
            {candidate.alreadyManager ? (
              <MessageBar intent="info">
                <MessageBarBody>
                  <FormattedMessage id="companies.verify.alreadyManager" />
                </MessageBarBody>
              </MessageBar>
            ) : null}
            <div className={styles.actions}>
              {candidate.alreadyManager ? (
                <ButtonLink appearance="primary" to={`/companies/manage/${candidate.company.id}`}>
                  <FormattedMessage id="companies.verify.openPanel" />
                </ButtonLink>
              ) : (
                <Button appearance="primary" onClick={() => setStep('rules')}>
                  <FormattedMessage id="companies.verify.confirm" />
                </Button>
              )}
              <Button onClick={() => setStep('find')}>
                <FormattedMessage id="companies.verify.notThisOne" />
              </Button>
            </div>
          </>
        )}
        {step === 'rules' && (
          <>
            <Subtitle2 as="h2">
              <FormattedMessage id="companies.verify.rules.title" />
            </Subtitle2>
            <ul>
              {[1, 2, 3].map((rule) => (
                <li key={rule}>
                  <Body1>
                    <FormattedMessage id={`companies.verify.rules.${rule}`} />
                  </Body1>
                </li>
              ))}
            </ul>
            <Checkbox
              checked={accepted}
              onChange={(_, data) => setAccepted(data.checked === true)}
              label={intl.formatMessage({ id: 'companies.verify.rules.accept' })}
            />
            <div className={styles.actions}>
              <Button appearance="primary" disabled={!accepted} onClick={() => setStep('ceo')}>
                <FormattedMessage id="companies.verify.next" />
              </Button>
            </div>
          </>
        )}
        {step === 'ceo' && (
          <form
            className={styles.card}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              requestCode();
            }}
          >
            <Body1>
              <FormattedMessage id="companies.verify.ceo.lead" values={{ company: companyName }} />
            </Body1>
            <Field
              label={intl.formatMessage({ id: 'companies.verify.nationalCode' })}
              required
              {...fieldProps('nationalCode')}
            >
              <Input
                value={nationalCode}
                onChange={(_, data) => setNationalCode(data.value)}
                inputMode="numeric"
                maxLength={14}
                dir="ltr"
              />
            </Field>
            <Field
              label={intl.formatMessage({ id: 'companies.verify.mobile' })}
              required
              {...fieldProps('mobile')}
            >
              <Input
                value={mobile}
                onChange={(_, data) => setMobile(data.value)}
                inputMode="tel"
                maxLength={16}
                dir="ltr"
              />
            </Field>
            <div className={styles.actions}>
              {/* Refused for sending too soon or too often, the button waits out the time the server named. */}
              <SubmitButton sending={sending} disabled={busy || secondsLeft > 0}>
                <SendCodeLabel secondsLeft={secondsLeft} ready="companies.verify.sendCode" />
              </SubmitButton>
            </div>
          </form>
        )}
        {step === 'code' && (
          <form
            className={styles.card}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submitCode();
            }}
          >
            <Body1>
              <FormattedMessage
                id="companies.verify.code.lead"
                values={{ mobile: <bdi dir="ltr">{formatDigits(locale, maskedMobile)}</bdi> }}
              />
            </Body1>
            <Field
              label={intl.formatMessage({ id: 'companies.verify.code' })}
              required
              {...fieldProps('code')}
            >
              <Input
                value={code}
                onChange={(_, data) => setCode(data.value)}
                inputMode="numeric"
                maxLength={5}
                dir="ltr"
                autoComplete="one-time-code"
              />
            </Field>
            <div className={styles.actions}>
              <SubmitButton sending={verifying} disabled={busy}>
                <FormattedMessage id="companies.verify.submitCode" />
              </SubmitButton>
              <Button disabled={busy || secondsLeft > 0} onClick={requestCode}>
                <SendCodeLabel secondsLeft={secondsLeft} ready="companies.verify.resend" />
              </Button>
            </div>
          </form>
        )}
        {step === 'done' && candidate && (
          <>
            <CheckmarkCircleRegular className={styles.done} aria-hidden />
            <Subtitle2 as="h2">
              <FormattedMessage id="companies.verify.done.title" />
            </Subtitle2>
            <Body1>
              <FormattedMessage id="companies.verify.done.lead" values={{ company: companyName }} />
            </Body1>
            <div className={styles.actions}>
              <ButtonLink appearance="primary" to={`/companies/manage/${candidate.company.id}`}>
                <FormattedMessage id="companies.verify.openPanel" />
              </ButtonLink>
            </div>
          </>
        )}
      </Panel>
    </PageContainer>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { consultantRequestRules } from '@rasad/contracts/rules/consultant-request-rules.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { useConsultantRequestVisibility } from '../../shared/consultant-request/ConsultantRequestVisibility.tsx';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { formatDigits } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { useConsultantRequestCreateMutation } from './useConsultantRequestCreateMutation.ts';
import { leftToRight } from '../../shared/ui/leftToRight.ts';
import { SubmitButton } from '../../shared/forms/SubmitButton.tsx';

type ConsultantRequestValues = z.input<typeof consultantRequestRules>;

const formFields = ['fullName', 'mobile', 'companyName', 'description'] as const;
const emptyValues: ConsultantRequestValues = { fullName: '', mobile: '', companyName: '', description: '' };

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  latin: leftToRight,
});

/** «Call me back»: opened from pricing and the footer through the shared `visible` flag. */
export function ConsultantRequestDialog() {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const errorText = useErrorText();
  const toast = useAppToast();
  const { visible, close } = useConsultantRequestVisibility();
  const [commit, isInFlight] = useConsultantRequestCreateMutation();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ConsultantRequestValues, unknown, z.output<typeof consultantRequestRules>>({
    resolver: zodResolver(consultantRequestRules),
    defaultValues: emptyValues,
  });

  const send = handleSubmit((request) => {
    setFormErrors([]);
    commit({
      variables: {
        input: {
          fullName: request.fullName,
          mobile: request.mobile,
          companyName: request.companyName ?? null,
          description: request.description ?? null,
        },
      },
      onCompleted: ({ consultantRequestCreate }) => {
        setFormErrors(applyUserErrors(consultantRequestCreate.userErrors, formFields, setError));
        const received = consultantRequestCreate.consultantRequest;
        if (!received) return;
        toast.success(
          intl.formatMessage(
            { id: 'consultant.sent' },
            { reference: formatDigits(locale, received.referenceNumber) },
          ),
        );
        reset(emptyValues);
        close();
      },
      onError: () => toast.error(),
    });
  });

  const field = (name: keyof ConsultantRequestValues) => ({
    validationState: errors[name] ? ('error' as const) : ('none' as const),
    validationMessage: errorText(errors[name]),
  });

  return (
    <Dialog open={visible} onOpenChange={(_, { open }) => (open ? undefined : close())}>
      <DialogSurface>
        <form onSubmit={send} noValidate aria-busy={isInFlight}>
          <DialogBody>
            <DialogTitle>
              <FormattedMessage id="consultant.title" />
            </DialogTitle>
            <DialogContent className={styles.content}>
              <FormattedMessage id="consultant.lead" />
              <div aria-live="assertive">
                {formErrors.map((text) => (
                  <MessageBar key={text} intent="error">
                    <MessageBarBody>{text}</MessageBarBody>
                  </MessageBar>
                ))}
              </div>
              <Field label={intl.formatMessage({ id: 'form.fullName' })} required {...field('fullName')}>
                <Input {...register('fullName')} autoComplete="name" />
              </Field>
              <Field label={intl.formatMessage({ id: 'form.mobile' })} required {...field('mobile')}>
                <Input
                  {...register('mobile')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  className={styles.latin}
                  placeholder={intl.formatMessage({ id: 'form.mobile.example' })}
                />
              </Field>
              <Field label={intl.formatMessage({ id: 'form.companyName' })} {...field('companyName')}>
                <Input {...register('companyName')} autoComplete="organization" />
              </Field>
              <Field label={intl.formatMessage({ id: 'consultant.topic' })} {...field('description')}>
                <Textarea {...register('description')} rows={3} resize="vertical" />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="button" appearance="secondary" onClick={close}>
                <FormattedMessage id="action.cancel" />
              </Button>
              <SubmitButton sending={isInFlight}>
                <FormattedMessage id="consultant.submit" />
              </SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  Caption1,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Textarea,
} from '@fluentui/react-components';
import {
  prefactorRequestRules,
  quantityNumber,
  type PrefactorRequestForm as PrefactorRequestValues,
} from '@rasad/contracts/rules/prefactor-request-rules.ts';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialogActions } from '../../../shared/ui/FormDialogActions.tsx';
import { applyUserErrors } from '../../../shared/forms/applyUserErrors.ts';
import { useErrorText } from '../../../shared/forms/useErrorText.ts';
import { formatDigits } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { useAppToast } from '../../../shared/toast/useAppToast.tsx';
import { useCompanyPrefactorRequestMutation } from './useCompanyPrefactorRequestMutation.ts';

/**
 * The pro-forma request's dialog and form: a chunk of its own (with react-hook-form and zod), loaded the first time
 * PrefactorRequestDialog's button is pressed.
 */
export function PrefactorRequestForm({
  companyId,
  companyName,
  sentConnectionId,
  open,
  onOpenChange,
}: {
  companyId: string;
  companyName: string;
  sentConnectionId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const errorText = useErrorText();
  const [commit, inFlight] = useCompanyPrefactorRequestMutation();
  const { register, handleSubmit, setError, reset, formState } = useForm<PrefactorRequestValues>({
    defaultValues: { fullName: '', mobile: '', productName: '', quantity: 1, description: '' },
    resolver: zodResolver(prefactorRequestRules, undefined, { raw: true }) as never,
  });
  const submit = handleSubmit((form) =>
    commit({
      variables: {
        input: {
          companyId,
          fullName: form.fullName,
          mobile: form.mobile,
          productName: form.productName,
          quantity: quantityNumber(String(form.quantity)),
          description:
            typeof form.description === 'string' && form.description.trim() !== '' ? form.description : null,
        },
        connections: sentConnectionId === null ? [] : [sentConnectionId],
      },
      onCompleted: ({ companyPrefactorRequest }) => {
        if (companyPrefactorRequest.userErrors.length > 0) {
          const unplaced = applyUserErrors(
            companyPrefactorRequest.userErrors,
            ['fullName', 'mobile', 'productName', 'quantity', 'description'],
            setError,
          );
          if (unplaced[0]) toast.error(unplaced[0]);
          return;
        }
        toast.success(
          intl.formatMessage(
            { id: 'business.prefactor.sent' },
            { reference: formatDigits(locale, companyPrefactorRequest.referenceNumber ?? '') },
          ),
        );
        reset();
        onOpenChange(false);
      },
      onError: () => toast.error(),
    }),
  );
  const field = (id: string) => intl.formatMessage({ id: `business.prefactor.${id}` });
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface>
        <form noValidate onSubmit={submit}>
          <DialogBody>
            <DialogTitle>
              {intl.formatMessage({ id: 'business.prefactor.title' }, { name: companyName })}
            </DialogTitle>
            <DialogContent>
              <Caption1 as="p">
                <FormattedMessage
                  id={
                    sentConnectionId === null
                      ? 'business.prefactor.signInHint'
                      : 'business.prefactor.answerHint'
                  }
                />
              </Caption1>
              <Field
                label={field('fullName')}
                required
                validationMessage={errorText(formState.errors.fullName)}
              >
                <Input {...register('fullName')} />
              </Field>
              <Field label={field('mobile')} required validationMessage={errorText(formState.errors.mobile)}>
                <Input {...register('mobile')} inputMode="tel" dir="ltr" />
              </Field>
              <Field
                label={field('productName')}
                required
                validationMessage={errorText(formState.errors.productName)}
              >
                <Input {...register('productName')} />
              </Field>
              <Field
                label={field('quantity')}
                required
                validationMessage={errorText(formState.errors.quantity)}
              >
                <Input {...register('quantity')} inputMode="numeric" />
              </Field>
              <Field label={field('description')} validationMessage={errorText(formState.errors.description)}>
                <Textarea {...register('description')} />
              </Field>
            </DialogContent>
            <FormDialogActions
              cancelId="business.prefactor.cancel"
              submitId="business.prefactor.send"
              sending={inFlight}
            />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

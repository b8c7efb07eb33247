import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { GiftRegular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { giftCodeRules } from '@rasad/contracts/rules/gift-code-rules.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { useLocalisedPath } from '../../shared/locale/useLocalisedPath.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { useGiftCodeRedeemMutation } from './useGiftCodeRedeemMutation.ts';
import { leftToRight } from '../../shared/ui/leftToRight.ts';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  code: leftToRight,
});

/** Redeems a gift code and opens the course it gives. */
export function GiftCodeForm() {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const [commit, isInFlight] = useGiftCodeRedeemMutation();
  const { register, handleSubmit, formState } = useForm<{ code: string }>({
    resolver: zodResolver(giftCodeRules),
    defaultValues: { code: '' },
  });
  const redeem = (code: string) =>
    commit({
      variables: { input: { code } },
      onCompleted: ({ giftCodeRedeem }) => {
        const error = giftCodeRedeem.userErrors[0];
        if (error || !giftCodeRedeem.course) {
          toast.error(error?.message);
          return;
        }
        toast.success(
          intl.formatMessage(
            { id: 'courses.gift.redeemed' },
            { course: giftCodeRedeem.course.title, days: giftCodeRedeem.addedDays ?? 0 },
          ),
        );
        void navigate(localise(`/courses/${giftCodeRedeem.course.id}`));
      },
      onError: () => toast.error(),
    });
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => void handleSubmit(({ code }) => redeem(code))(event)}
    >
      <Field
        label={intl.formatMessage({ id: 'courses.gift.label' })}
        validationState={formState.errors.code ? 'error' : 'none'}
        validationMessage={errorText(formState.errors.code)}
      >
        <Input className={styles.code} placeholder="RASAD-GIFT-1405" {...register('code')} />
      </Field>
      <Button type="submit" icon={<GiftRegular />} disabled={isInFlight}>
        <FormattedMessage id="courses.gift.submit" />
      </Button>
    </form>
  );
}

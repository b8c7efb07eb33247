import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  grow: { flexGrow: 1, minWidth: 0 },
});

/** A code typed at the checkout (a friend's discount code, a coupon) and applied with its button. */
export function CheckoutCodeField({
  label,
  error,
  initialValue,
  onApply,
}: {
  label: string;
  error: string | undefined;
  initialValue: string;
  onApply: (code: string) => void;
}) {
  const styles = useStyles();
  const [value, setValue] = useState(initialValue);
  return (
    <div className={styles.row}>
      <Field className={styles.grow} label={label} validationMessage={error}>
        <Input value={value} onChange={(_, data) => setValue(data.value)} />
      </Field>
      <Button onClick={() => onApply(value.trim())}>
        <FormattedMessage id="commerce.checkout.apply" />
      </Button>
    </div>
  );
}

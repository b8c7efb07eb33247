import { Button, DialogActions, DialogTrigger } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';

/** A form dialog's footer: cancel (closes the dialog) and submit (off while the form is being sent). */
export function FormDialogActions({
  cancelId,
  submitId,
  sending,
}: {
  cancelId: string;
  submitId: string;
  sending: boolean;
}) {
  return (
    <DialogActions>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="secondary">
          <FormattedMessage id={cancelId} />
        </Button>
      </DialogTrigger>
      <Button appearance="primary" type="submit" disabled={sending}>
        <FormattedMessage id={submitId} />
      </Button>
    </DialogActions>
  );
}

import { makeStyles, tokens } from '@fluentui/react-components';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SubmitButton } from '../../shared/forms/SubmitButton.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/**
 * The frame of the forum's forms (asking a question, answering one): named, busy while it is sent, its fields
 * one under another and its send button at the end.
 */
export function ForumForm({
  labelId,
  submitId,
  sending,
  onSubmit,
  children,
}: {
  labelId: string;
  submitId: string;
  sending: boolean;
  onSubmit: (event: BaseSyntheticEvent) => Promise<unknown>;
  children: ReactNode;
}) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={sending}
      aria-label={intl.formatMessage({ id: labelId })}
    >
      {children}
      <div className={styles.actions}>
        <SubmitButton sending={sending}>
          <FormattedMessage id={submitId} />
        </SubmitButton>
      </div>
    </form>
  );
}

import { Button } from '@fluentui/react-components';
import { DocumentTextRegular } from '@fluentui/react-icons';
import { Suspense, lazy, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFocusReturn } from '../../../shared/ui/useFocusReturn.ts';

const PrefactorRequestForm = lazy(() =>
  import('./PrefactorRequestForm.tsx').then((module) => ({ default: module.PrefactorRequestForm })),
);

/**
 * «Request a pro-forma invoice»: a short form sent to the company; the reference number comes back in a toast. The
 * dialog and its form (and the form libraries) load the first time the button is pressed, not with the company page;
 * focus goes back to the button when it closes.
 */
export function PrefactorRequestDialog({
  companyId,
  companyName,
  sentConnectionId,
}: {
  companyId: string;
  companyName: string;
  /** The signed-in viewer's list of sent requests, which the new one joins; null for a visitor. */
  sentConnectionId: string | null;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useFocusReturn(open);
  return (
    <>
      <Button
        icon={<DocumentTextRegular />}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <FormattedMessage id="business.prefactor.open" />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <PrefactorRequestForm
            companyId={companyId}
            companyName={companyName}
            sentConnectionId={sentConnectionId}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}

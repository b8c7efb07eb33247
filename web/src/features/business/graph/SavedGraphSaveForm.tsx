import { Button, Caption1, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { savedGraphNameRules } from '@rasad/contracts/rules/saved-graph-rules.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RelationKind } from '../../../__generated__/useSavedGraphCreateMutation.graphql';
import { serverErrorType, useErrorText } from '../../../shared/forms/useErrorText.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { savedGraphConnectionId } from './savedGraphConnection.ts';
import { useSavedGraphCreateMutation } from './useSavedGraphCreateMutation.ts';

/** What is on screen and worth keeping: enough to rebuild the same graph. */
export interface GraphOnScreen {
  rootEntityId: string;
  depth: number;
  relations: RelationKind[];
  expansions: { entityId: string; relations: RelationKind[] }[];
  chain: { fromEntityId: string; toEntityId: string; relations: RelationKind[] } | null;
}

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    marginBlockEnd: tokens.spacingVerticalM,
  },
  name: { minWidth: '220px', flexGrow: 1, maxWidth: '420px' },
  saved: { color: tokens.colorPaletteGreenForeground1 },
});

/** Saves the graph on screen — centre, depth, filter, expansions, chain — under a name, and links to it. */
export function SavedGraphSaveForm({ graph, savedName }: { graph: GraphOnScreen; savedName: string | null }) {
  const styles = useStyles();
  const intl = useIntl();
  const errorText = useErrorText();
  const [commit, isInFlight] = useSavedGraphCreateMutation();
  const [savedId, setSavedId] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<{ name: string }>({
    resolver: zodResolver(savedGraphNameRules),
    defaultValues: { name: '' },
  });
  const submit = handleSubmit(({ name }) =>
    commit({
      variables: { input: { ...graph, name }, connections: [savedGraphConnectionId] },
      onCompleted: ({ savedGraphCreate }) => {
        const error = savedGraphCreate.userErrors[0];
        if (error) setError('name', { type: serverErrorType, message: error.message });
        else setSavedId(savedGraphCreate.savedGraph?.id ?? null);
      },
      onError: () =>
        setError('name', {
          type: serverErrorType,
          message: intl.formatMessage({ id: 'business.savedGraph.failed' }),
        }),
    }),
  );
  return (
    <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
      <Field
        className={styles.name}
        label={intl.formatMessage({ id: 'business.savedGraph.name' })}
        hint={
          savedName
            ? intl.formatMessage({ id: 'business.savedGraph.openedAs' }, { name: savedName })
            : undefined
        }
        validationState={formState.errors.name ? 'error' : 'none'}
        validationMessage={errorText(formState.errors.name)}
      >
        <Input {...register('name')} />
      </Field>
      <Button type="submit" appearance="primary" disabled={isInFlight}>
        <FormattedMessage id="business.savedGraph.save" />
      </Button>
      {savedId ? (
        <Caption1 className={styles.saved} role="status">
          <FormattedMessage id="business.savedGraph.saved" />{' '}
          <AppLink to={`/graph/saved/${savedId}`}>
            <FormattedMessage id="business.savedGraph.openSaved" />
          </AppLink>
        </Caption1>
      ) : null}
    </form>
  );
}

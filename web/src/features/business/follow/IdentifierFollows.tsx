import { zodResolver } from '@hookform/resolvers/zod';
import {
  Body1,
  Button,
  Field,
  Input,
  Select,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import {
  followedIdentifierKinds,
  readFollowedIdentifier,
  type FollowedIdentifierKind,
} from '@rasad/contracts/followed-identifiers.ts';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { z } from 'zod';
import type { IdentifierFollowsFragment$key } from '../../../__generated__/IdentifierFollowsFragment.graphql';
import { applyUserErrors } from '../../../shared/forms/applyUserErrors.ts';
import { useErrorText } from '../../../shared/forms/useErrorText.ts';
import { formatDigits, formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { useAppToast } from '../../../shared/toast/useAppToast.tsx';
import { useIdentifierFollowMutation } from './useIdentifierFollowMutation.ts';
import { useIdentifierUnfollowMutation } from './useIdentifierUnfollowMutation.ts';

const useStyles = makeStyles({
  title: { display: 'block', marginBlock: tokens.spacingVerticalL },
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    marginBlockEnd: tokens.spacingVerticalL,
  },
  value: { flexGrow: 1, minWidth: '12rem' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
});

/** The rule the service applies, read the same way here, so the form refuses what the service would. */
const identifierRules = z
  .object({ kind: z.enum(followedIdentifierKinds), value: z.string() })
  .superRefine((form, context) => {
    const read = readFollowedIdentifier(form.kind, form.value);
    if ('error' in read) context.addIssue({ code: 'custom', path: ['value'], message: read.error });
  });
type IdentifierForm = z.infer<typeof identifierRules>;

/** Following a national ID, postal code or brand that no company may have yet: caught when one is loaded. */
export function IdentifierFollows({ viewer }: { viewer: IdentifierFollowsFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const errorText = useErrorText();
  const { followedIdentifiers } = useFragment(
    graphql`
      fragment IdentifierFollowsFragment on Viewer {
        followedIdentifiers {
          id
          kind
          label
        }
      }
    `,
    viewer,
  );
  const [follow, following] = useIdentifierFollowMutation();
  const [unfollow] = useIdentifierUnfollowMutation();
  const { register, handleSubmit, setError, reset, formState } = useForm<IdentifierForm>({
    defaultValues: { kind: 'NATIONAL_ID', value: '' },
    resolver: zodResolver(identifierRules, undefined, { raw: true }) as never,
  });
  const submit = handleSubmit((form) =>
    follow({
      variables: { input: { kind: form.kind, value: form.value } },
      updater: (store) => {
        const created = store.getRootField('identifierFollow')?.getLinkedRecord('followedIdentifier');
        const viewerRecord = store.getRoot().getLinkedRecord('viewer');
        if (!created || !viewerRecord) return;
        const list = viewerRecord.getLinkedRecords('followedIdentifiers') ?? [];
        if (!list.some((record) => record.getDataID() === created.getDataID()))
          viewerRecord.setLinkedRecords([...list, created], 'followedIdentifiers');
      },
      onCompleted: ({ identifierFollow }) => {
        if (identifierFollow.userErrors.length > 0) {
          const unplaced = applyUserErrors(identifierFollow.userErrors, ['value'], setError);
          if (unplaced[0]) toast.error(unplaced[0]);
          return;
        }
        toast.success(
          intl.formatMessage(
            { id: 'business.identifiers.followed' },
            {
              count: identifierFollow.matchedCompanyCount,
              formatted: formatNumber(locale, identifierFollow.matchedCompanyCount),
            },
          ),
        );
        reset({ kind: form.kind, value: '' });
      },
      onError: () => toast.error(),
    }),
  );
  const labelOf = (kind: string, label: string) =>
    `${intl.formatMessage({ id: `business.identifiers.kind.${kind}` })}: ${kind === 'BRAND' ? label : formatDigits(locale, label)}`;
  return (
    <section aria-labelledby="identifier-follows-title" data-testid="identifier-follows">
      <Subtitle2 as="h2" id="identifier-follows-title" className={styles.title}>
        <FormattedMessage id="business.identifiers.title" />
      </Subtitle2>
      <form noValidate className={styles.form} onSubmit={submit}>
        <Field label={intl.formatMessage({ id: 'business.identifiers.kind' })}>
          <Select {...register('kind')}>
            {followedIdentifierKinds.map((kind: FollowedIdentifierKind) => (
              <option key={kind} value={kind}>
                {intl.formatMessage({ id: `business.identifiers.kind.${kind}` })}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          className={styles.value}
          label={intl.formatMessage({ id: 'business.identifiers.value' })}
          validationMessage={errorText(formState.errors.value)}
        >
          <Input {...register('value')} />
        </Field>
        <Button appearance="primary" type="submit" disabled={following}>
          <FormattedMessage id="business.identifiers.follow" />
        </Button>
      </form>
      {followedIdentifiers.length === 0 ? (
        <Body1>
          <FormattedMessage id="business.identifiers.empty" />
        </Body1>
      ) : (
        <ul className={styles.list}>
          {followedIdentifiers.map((identifier) => (
            <li key={identifier.id} className={styles.item} data-testid="followed-identifier">
              <Body1>{labelOf(identifier.kind, identifier.label)}</Body1>
              <Button
                appearance="subtle"
                size="small"
                icon={<DismissRegular />}
                aria-label={intl.formatMessage(
                  { id: 'business.identifiers.unfollow' },
                  { label: labelOf(identifier.kind, identifier.label) },
                )}
                onClick={() =>
                  unfollow({
                    variables: { input: { followedIdentifierId: identifier.id } },
                    onError: () => toast.error(),
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

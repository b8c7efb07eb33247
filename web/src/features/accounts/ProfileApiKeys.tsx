import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { requiredPackage } from '@rasad/contracts/entitlements.ts';
import { apiKeyCreateRules } from '@rasad/contracts/rules/api-key-rules.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { z } from 'zod';
import type { ProfileApiKeysFragment$key } from '../../__generated__/ProfileApiKeysFragment.graphql';
import type { ProfileApiKeysItemFragment$key } from '../../__generated__/ProfileApiKeysItemFragment.graphql';
import { formatDate } from '../../shared/format/dates.ts';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { useApiKeyCreateMutation } from './useApiKeyCreateMutation.ts';
import { useApiKeyRevokeMutation } from './useApiKeyRevokeMutation.ts';
import { SubmitButton } from '../../shared/forms/SubmitButton.tsx';
import { sectionStyles } from '../../shared/ui/sectionStyles.ts';

type Values = z.input<typeof apiKeyCreateRules>;

const useStyles = makeStyles({
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  nameField: { flexGrow: 1, minWidth: '200px' },
  submit: { marginTop: '26px' },
  secret: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteGreenBackground1,
    border: `1px solid ${tokens.colorPaletteGreenBorder1}`,
  },
  secretRow: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  secretInput: { flexGrow: 1, minWidth: '0', fontFamily: tokens.fontFamilyMonospace },
  list: sectionStyles.list,
  item: sectionStyles.listRow,
  details: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  prefix: { fontFamily: tokens.fontFamilyMonospace },
  // Latin code inside Persian text reads left to right, isolated from the sentence around it.
  // Left to right by their `dir`, which also isolates them from the sentence around.
  code: { fontFamily: tokens.fontFamilyMonospace },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  paragraph: { margin: 0 },
});

/**
 * Personal API keys: create one (its whole text is shown once, with a copy button), see the keys with
 * when each was last used, revoke one. A package without API access sees what it would need instead.
 * An account holds at most ten keys, so one page of the connection is the whole list.
 */
export function ProfileApiKeys({ viewer }: { viewer: ProfileApiKeysFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ProfileApiKeysFragment on Viewer {
        apiAccess
        apiKeys(first: 20) @connection(key: "ProfileApiKeys_apiKeys") {
          __id
          edges {
            node {
              id
              ...ProfileApiKeysItemFragment
            }
          }
        }
      }
    `,
    viewer,
  );
  const [secret, setSecret] = useState<string | null>(null);
  const connections = [data.apiKeys.__id];

  if (!data.apiAccess) {
    const needed = requiredPackage('apiAccess');
    return (
      <div className={styles.sections}>
        <p className={styles.paragraph}>
          <FormattedMessage
            id="accounts.apiKeys.upgrade"
            values={{ package: needed ? <FormattedMessage id={`accounts.package.${needed}`} /> : '' }}
          />
        </p>
        <div>
          <ButtonLink to="/pricing" appearance="primary">
            <FormattedMessage id="accounts.apiKeys.seePackages" />
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.sections}>
      <p className={styles.paragraph}>
        <FormattedMessage
          id="accounts.apiKeys.intro"
          values={{
            header: (
              <span dir="ltr" className={styles.code}>
                Authorization: Bearer rsd_…
              </span>
            ),
            graphiql: (
              <span dir="ltr" className={styles.code}>
                /graphql
              </span>
            ),
          }}
        />
      </p>
      <ApiKeyCreateForm connections={connections} onCreated={setSecret} />
      {secret ? <NewApiKeySecret secret={secret} onDone={() => setSecret(null)} /> : null}
      {data.apiKeys.edges.length === 0 ? (
        <p className={styles.paragraph}>
          <FormattedMessage id="accounts.apiKeys.none" />
        </p>
      ) : (
        <ul className={styles.list} aria-label={intl.formatMessage({ id: 'accounts.apiKeys.listLabel' })}>
          {data.apiKeys.edges.map((edge) => (
            <ApiKeyItem key={edge.node.id} apiKey={edge.node} connections={connections} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ApiKeyCreateForm({
  connections,
  onCreated,
}: {
  connections: string[];
  onCreated: (secret: string) => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const errorText = useErrorText();
  const [commit, isInFlight] = useApiKeyCreateMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof apiKeyCreateRules>>({
    resolver: zodResolver(apiKeyCreateRules),
    defaultValues: { name: '' },
  });
  const submit = handleSubmit((values) =>
    commit({
      variables: { input: values, connections },
      onCompleted: ({ apiKeyCreate }) => {
        const other = applyUserErrors(apiKeyCreate.userErrors, ['name'], setError);
        if (other.length > 0) toast.error(other[0]);
        else if (apiKeyCreate.secret) {
          reset({ name: '' });
          onCreated(apiKeyCreate.secret);
        }
      },
      onError: () => toast.error(),
    }),
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isInFlight}>
      <Field
        className={styles.nameField}
        label={intl.formatMessage({ id: 'accounts.apiKeys.name' })}
        hint={intl.formatMessage({ id: 'accounts.apiKeys.nameHint' })}
        validationMessage={errorText(errors.name)}
        validationState={errors.name ? 'error' : 'none'}
      >
        <Input {...register('name')} />
      </Field>
      <SubmitButton className={styles.submit} sending={isInFlight}>
        <FormattedMessage id="accounts.apiKeys.create" />
      </SubmitButton>
    </form>
  );
}

/** The new key's whole text, shown this once: only its hash is kept. */
function NewApiKeySecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const copy = () =>
    navigator.clipboard.writeText(secret).then(
      () => toast.success(intl.formatMessage({ id: 'accounts.apiKeys.copied' })),
      () => toast.error(intl.formatMessage({ id: 'accounts.apiKeys.copyFailed' })),
    );
  return (
    <div className={styles.secret} role="status">
      <strong>
        <FormattedMessage id="accounts.apiKeys.showOnce" />
      </strong>
      <div className={styles.secretRow}>
        <Input
          className={styles.secretInput}
          readOnly
          dir="ltr"
          value={secret}
          aria-label={intl.formatMessage({ id: 'accounts.apiKeys.newKey' })}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button icon={<CopyRegular />} onClick={() => void copy()}>
          <FormattedMessage id="accounts.apiKeys.copy" />
        </Button>
        <Button appearance="subtle" onClick={onDone}>
          <FormattedMessage id="accounts.apiKeys.done" />
        </Button>
      </div>
    </div>
  );
}

function ApiKeyItem({
  apiKey,
  connections,
}: {
  apiKey: ProfileApiKeysItemFragment$key;
  connections: string[];
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const key = useFragment(
    graphql`
      fragment ProfileApiKeysItemFragment on ApiKey {
        id
        name
        prefix
        createdAt
        expiresAt
        lastUsedAt
      }
    `,
    apiKey,
  );
  const [confirming, setConfirming] = useState(false);
  const [commit, isInFlight] = useApiKeyRevokeMutation();
  const revoke = () =>
    commit({
      variables: { input: { apiKeyId: key.id }, connections },
      onCompleted: ({ apiKeyRevoke }) => {
        if (apiKeyRevoke.userErrors.length > 0) toast.error(apiKeyRevoke.userErrors[0]?.message);
        else toast.success(intl.formatMessage({ id: 'accounts.apiKeys.revoked' }, { name: key.name }));
      },
      onError: () => toast.error(),
    });
  return (
    <li className={styles.item}>
      <span className={styles.details}>
        <span>
          {key.name} · <bdi className={styles.prefix}>{key.prefix}…</bdi>
        </span>
        <span className={styles.muted}>
          <FormattedMessage
            id="accounts.apiKeys.dates"
            values={{
              created: formatDate(locale, key.createdAt),
              expires: formatDate(locale, key.expiresAt),
            }}
          />{' '}
          ·{' '}
          {key.lastUsedAt ? (
            <FormattedMessage
              id="accounts.apiKeys.lastUsed"
              values={{
                when: intl.formatDate(key.lastUsedAt, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone: 'Asia/Tehran',
                }),
              }}
            />
          ) : (
            <FormattedMessage id="accounts.apiKeys.neverUsed" />
          )}
        </span>
      </span>
      {confirming ? (
        <span className={styles.form}>
          <Button appearance="primary" disabled={isInFlight} onClick={revoke}>
            <FormattedMessage id="accounts.apiKeys.confirmRevoke" />
          </Button>
          <Button appearance="subtle" onClick={() => setConfirming(false)}>
            <FormattedMessage id="accounts.apiKeys.cancel" />
          </Button>
        </span>
      ) : (
        <Button onClick={() => setConfirming(true)}>
          <FormattedMessage id="accounts.apiKeys.revoke" />
        </Button>
      )}
    </li>
  );
}

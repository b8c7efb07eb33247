import {
  Body1,
  Button,
  Card,
  Field,
  Input,
  Tab,
  TabList,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InvoiceBuyerForm_order$key } from '../../__generated__/InvoiceBuyerForm_order.graphql';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import {
  useInvoiceLegalPersonSetMutation,
  useInvoiceRealPersonSetMutation,
} from './useInvoiceBuyerMutations.ts';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

type Kind = 'REAL' | 'LEGAL';
const realFields = ['fullName', 'nationalCode'] as const;
const legalFields = ['companyName', 'nationalId', 'registrationNumber', 'economicCode'] as const;
const placeFields = ['postalCode', 'phone', 'province', 'city'] as const;

/** The official invoice: the buyer as a person or a company, then the PDF link. */
export function InvoiceBuyerForm({ order }: { order: InvoiceBuyerForm_order$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const data = useFragment(
    graphql`
      fragment InvoiceBuyerForm_order on Order {
        id
        invoiceBuyerKind
        invoiceUrl
      }
    `,
    order,
  );
  const [kind, setKind] = useState<Kind>((data.invoiceBuyerKind as Kind | null) ?? 'REAL');
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [setReal, savingReal] = useInvoiceRealPersonSetMutation();
  const [setLegal, savingLegal] = useInvoiceLegalPersonSetMutation();
  const value = (name: string) => values[name] ?? '';
  const field = (name: string, wide = false) => (
    <Field
      key={name}
      className={wide ? styles.wide : undefined}
      label={intl.formatMessage({ id: `commerce.invoice.${name}` })}
      validationMessage={errors[name]}
      required
    >
      {name === 'address' ? (
        <Textarea
          value={value(name)}
          onChange={(_, changed) => setValues({ ...values, [name]: changed.value })}
        />
      ) : (
        <Input
          name={name}
          value={value(name)}
          onChange={(_, changed) => setValues({ ...values, [name]: changed.value })}
        />
      )}
    </Field>
  );
  const done = (result: {
    order: unknown;
    userErrors: readonly { field: readonly string[]; message: string }[];
  }) => {
    setErrors(
      Object.fromEntries(result.userErrors.map((error) => [error.field.at(-1) ?? '', error.message])),
    );
    if (result.order) toast.success(intl.formatMessage({ id: 'commerce.invoice.saved' }));
    else toast.error(result.userErrors[0]?.message);
  };
  const place = Object.fromEntries([...placeFields, 'address'].map((name) => [name, value(name)]));
  const save = () => {
    if (kind === 'REAL') {
      setReal({
        variables: {
          input: {
            orderId: data.id,
            fullName: value('fullName'),
            nationalCode: value('nationalCode'),
            ...(place as Record<(typeof placeFields)[number] | 'address', string>),
          },
        },
        onCompleted: ({ invoiceRealPersonSet }) => done(invoiceRealPersonSet),
        onError: () => toast.error(),
      });
    } else {
      setLegal({
        variables: {
          input: {
            orderId: data.id,
            companyName: value('companyName'),
            nationalId: value('nationalId'),
            registrationNumber: value('registrationNumber'),
            economicCode: value('economicCode'),
            ...(place as Record<(typeof placeFields)[number] | 'address', string>),
          },
        },
        onCompleted: ({ invoiceLegalPersonSet }) => done(invoiceLegalPersonSet),
        onError: () => toast.error(),
      });
    }
  };
  return (
    <Card className={styles.card}>
      <Text weight="semibold" size={400}>
        <FormattedMessage id="commerce.invoice.title" />
      </Text>
      <Body1>
        <FormattedMessage id="commerce.invoice.lead" />
      </Body1>
      <TabList selectedValue={kind} onTabSelect={(_, selected) => setKind(selected.value as Kind)}>
        <Tab value="REAL">
          <FormattedMessage id="commerce.invoice.real" />
        </Tab>
        <Tab value="LEGAL">
          <FormattedMessage id="commerce.invoice.legal" />
        </Tab>
      </TabList>
      <div className={styles.grid}>
        {(kind === 'REAL' ? realFields : legalFields).map((name) => field(name))}
        {placeFields.map((name) => field(name))}
        {field('address', true)}
      </div>
      <div className={styles.actions}>
        <Button appearance="primary" disabled={savingReal || savingLegal} onClick={save}>
          <FormattedMessage id="commerce.invoice.save" />
        </Button>
        {data.invoiceUrl && (
          <Button
            as="a"
            href={data.invoiceUrl}
            target="_blank"
            rel="noopener"
            icon={<ArrowDownloadRegular />}
          >
            <FormattedMessage id="commerce.invoice.download" />
          </Button>
        )}
      </div>
    </Card>
  );
}

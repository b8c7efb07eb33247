import { Body1, Button, Field, Input, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { Tab, TabList } from '../../shared/ui/TabList.tsx';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { legalPersonInvoiceRules, realPersonInvoiceRules } from '@rasad/contracts/invoice-rules.ts';
import { Fragment, useState, type ReactNode } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { z } from 'zod';
import type {
  InvoiceBuyerFormFragment$data,
  InvoiceBuyerFormFragment$key,
} from '../../__generated__/InvoiceBuyerFormFragment.graphql';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { formatDigits } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import {
  useInvoiceLegalPersonSetMutation,
  useInvoiceRealPersonSetMutation,
} from './useInvoiceBuyerMutations.ts';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    '& dt': { color: tokens.colorNeutralForeground3 },
    '& dd': { margin: 0, overflowWrap: 'anywhere' },
  },
});

type Kind = 'REAL' | 'LEGAL';
const placeFields = ['postalCode', 'phone', 'province', 'city'] as const;
const buyerKinds = {
  REAL: { rules: realPersonInvoiceRules, ownFields: ['fullName', 'nationalCode'] },
  LEGAL: {
    rules: legalPersonInvoiceRules,
    ownFields: ['companyName', 'nationalId', 'registrationNumber', 'economicCode'],
  },
} as const;

type RealValues = z.input<typeof realPersonInvoiceRules>;
type LegalValues = z.input<typeof legalPersonInvoiceRules>;
type BuyerValues = Partial<RealValues & LegalValues>;
type BuyerField = Path<RealValues> | Path<LegalValues>;
type MutationResult = {
  readonly order: unknown;
  readonly userErrors: readonly { readonly field: readonly string[]; readonly message: string }[];
};

/**
 * The official invoice: the buyer as a person or a company (checked by the same rules as the service), then the PDF
 * link. Once given, the invoice is issued to that buyer: their details are shown, not a form to change them.
 */
export function InvoiceBuyerForm({ order }: { order: InvoiceBuyerFormFragment$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment InvoiceBuyerFormFragment on Order {
        id
        invoiceUrl
        invoiceBuyer {
          kind
          name
          nationalId
          registrationNumber
          economicCode
          postalCode
          phone
          province
          city
          address
        }
      }
    `,
    order,
  );
  const [kind, setKind] = useState<Kind>('REAL');
  if (data.invoiceBuyer)
    return <IssuedInvoice buyer={data.invoiceBuyer} invoiceUrl={data.invoiceUrl ?? null} />;
  return (
    <Panel className={styles.card}>
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
      <BuyerForm key={kind} kind={kind} orderId={data.id} invoiceUrl={data.invoiceUrl ?? null} />
    </Panel>
  );
}

type IssuedBuyer = NonNullable<InvoiceBuyerFormFragment$data['invoiceBuyer']>;

/** The buyer an invoice was issued to, as they gave their details, and the PDF. */
function IssuedInvoice({ buyer, invoiceUrl }: { buyer: IssuedBuyer; invoiceUrl: string | null }) {
  const styles = useStyles();
  const locale = useLocale();
  const digits = (text: string) => <bdi>{formatDigits(locale, text)}</bdi>;
  const facts: [string, ReactNode][] = [
    [buyer.kind === 'REAL' ? 'fullName' : 'companyName', buyer.name],
    [buyer.kind === 'REAL' ? 'nationalCode' : 'nationalId', digits(buyer.nationalId)],
    ...(buyer.registrationNumber
      ? [['registrationNumber', digits(buyer.registrationNumber)] as [string, ReactNode]]
      : []),
    ...(buyer.economicCode ? [['economicCode', digits(buyer.economicCode)] as [string, ReactNode]] : []),
    ['province', buyer.province],
    ['city', buyer.city],
    ['postalCode', digits(buyer.postalCode)],
    ['phone', digits(buyer.phone)],
    ['address', buyer.address],
  ];
  return (
    <Panel className={styles.card} data-testid="invoice-issued">
      <Text weight="semibold" size={400}>
        <FormattedMessage id="commerce.invoice.title" />
      </Text>
      <Body1>
        <FormattedMessage
          id={buyer.kind === 'REAL' ? 'commerce.invoice.issuedReal' : 'commerce.invoice.issuedLegal'}
        />
      </Body1>
      <dl className={styles.facts}>
        {facts.map(([field, value]) => (
          <Fragment key={field}>
            <dt>
              <FormattedMessage id={`commerce.invoice.${field}`} />
            </dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {invoiceUrl && (
        <div className={styles.actions}>
          <Button as="a" href={invoiceUrl} target="_blank" rel="noopener" icon={<ArrowDownloadRegular />}>
            <FormattedMessage id="commerce.invoice.download" />
          </Button>
        </div>
      )}
    </Panel>
  );
}

function BuyerForm({
  kind,
  orderId,
  invoiceUrl,
}: {
  kind: Kind;
  orderId: string;
  invoiceUrl: string | null;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const errorText = useErrorText();
  const [setReal, savingReal] = useInvoiceRealPersonSetMutation();
  const [setLegal, savingLegal] = useInvoiceLegalPersonSetMutation();
  const { rules, ownFields } = buyerKinds[kind];
  const fields: readonly BuyerField[] = [...ownFields, ...placeFields, 'address'];
  const { register, handleSubmit, setError, formState } = useForm<BuyerValues>({
    resolver: zodResolver(rules as z.ZodType<BuyerValues, BuyerValues>),
    defaultValues: Object.fromEntries(fields.map((name) => [name, ''])),
  });
  const done = (result: MutationResult) => {
    const formErrors = applyUserErrors(result.userErrors, fields as Path<BuyerValues>[], setError);
    if (result.order) toast.success(intl.formatMessage({ id: 'commerce.invoice.saved' }));
    else if (formErrors.length > 0) toast.error(formErrors[0]);
  };
  // The raw text goes to the server, which applies the same rules and stores the normalised digits.
  const save = (values: BuyerValues) => {
    const text = (name: BuyerField) => String(values[name] ?? '');
    const place = {
      postalCode: text('postalCode'),
      phone: text('phone'),
      province: text('province'),
      city: text('city'),
      address: text('address'),
    };
    if (kind === 'REAL')
      setReal({
        variables: {
          input: { orderId, fullName: text('fullName'), nationalCode: text('nationalCode'), ...place },
        },
        onCompleted: ({ invoiceRealPersonSet }) => done(invoiceRealPersonSet),
        onError: () => toast.error(),
      });
    else
      setLegal({
        variables: {
          input: {
            orderId,
            companyName: text('companyName'),
            nationalId: text('nationalId'),
            registrationNumber: text('registrationNumber'),
            economicCode: text('economicCode'),
            ...place,
          },
        },
        onCompleted: ({ invoiceLegalPersonSet }) => done(invoiceLegalPersonSet),
        onError: () => toast.error(),
      });
  };
  const field = (name: BuyerField) => {
    const error = formState.errors[name as keyof BuyerValues];
    return (
      <Field
        key={name}
        className={name === 'address' ? styles.wide : undefined}
        label={intl.formatMessage({ id: `commerce.invoice.${name}` })}
        validationState={error ? 'error' : 'none'}
        validationMessage={errorText(error)}
        required
      >
        {name === 'address' ? (
          <Textarea {...register(name as Path<BuyerValues>)} />
        ) : (
          <Input {...register(name as Path<BuyerValues>)} />
        )}
      </Field>
    );
  };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit((values) => save(values))(event)}
    >
      <div className={styles.grid}>{fields.map(field)}</div>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={savingReal || savingLegal}>
          <FormattedMessage id="commerce.invoice.save" />
        </Button>
        {invoiceUrl && (
          <Button as="a" href={invoiceUrl} target="_blank" rel="noopener" icon={<ArrowDownloadRegular />}>
            <FormattedMessage id="commerce.invoice.download" />
          </Button>
        )}
      </div>
    </form>
  );
}

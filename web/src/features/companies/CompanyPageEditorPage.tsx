import {
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  Radio,
  RadioGroup,
  Subtitle2,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { CompanyPageEditorFragment$key } from '../../__generated__/CompanyPageEditorFragment.graphql';
import type { CompanyPageEditorPageQuery } from '../../__generated__/CompanyPageEditorPageQuery.graphql';
import type { CompanyPageAuditCardFragment$key } from '../../__generated__/CompanyPageAuditCardFragment.graphql';
import type { CompanyPrefactorsCardFragment$key } from '../../__generated__/CompanyPrefactorsCardFragment.graphql';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { AppLink } from '../../shared/ui/AppLink.tsx';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { CompanyPageAuditCard } from './CompanyPageAuditCard.tsx';
import { CompanyPrefactorsCard } from './CompanyPrefactorsCard.tsx';
import { ImagePickButton } from './ImagePickButton.tsx';
import { uploadCompanyImage } from './uploadCompanyImage.ts';
import { useCompanyOfferingAddMutation } from './useCompanyOfferingAddMutation.ts';
import { useCompanyOfferingRemoveMutation } from './useCompanyOfferingRemoveMutation.ts';
import { useCompanyOwnPageImagesSetMutation } from './useCompanyOwnPageImagesSetMutation.ts';
import { useCompanyOwnPageUpdateMutation } from './useCompanyOwnPageUpdateMutation.ts';
import { sectionStyles } from '../../shared/ui/sectionStyles.ts';
import { Panel } from '../../shared/ui/Panel.tsx';
import { SubmitButton } from '../../shared/forms/SubmitButton.tsx';
import { WorkingSpinner } from '../../shared/ui/WorkingSpinner.tsx';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: tokens.spacingVerticalL, gridTemplateColumns: 'minmax(0, 1fr)' },
  card: sectionStyles.card,
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  logo: {
    width: '96px',
    height: '96px',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  pictures: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  picture: { width: '120px', height: '90px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  list: sectionStyles.list,
  row: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  muted: sectionStyles.muted,
});

/** `/companies/manage/:companyId`: the verified manager's editor for the company's own page. */
export function CompanyPageEditorPage({
  queryRef,
}: {
  queryRef: PreloadedQuery<CompanyPageEditorPageQuery>;
}) {
  const intl = useIntl();
  const { company, viewer } = usePreloadedQuery<CompanyPageEditorPageQuery>(
    graphql`
      query CompanyPageEditorPageQuery($id: ID!) @preloadable {
        company(id: $id) {
          id
          name
          ...CompanyPageEditorFragment
        }
        viewer {
          managedCompanies {
            company {
              id
            }
            ...CompanyPrefactorsCardFragment
            ...CompanyPageAuditCardFragment
          }
        }
      }
    `,
    queryRef,
  );
  const managed = viewer?.managedCompanies.find((entry) => entry.company.id === company?.id);
  if (!company || !managed) {
    return (
      <PageContainer>
        <PageHeader title={intl.formatMessage({ id: 'companies.editor.notManager' })} />
        <AppLink to="/companies/verify">
          <FormattedMessage id="companies.verify.title" />
        </AppLink>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader title={company.name} subtitle={<FormattedMessage id="companies.editor.subtitle" />} />
      <p>
        <AppLink to={`/company/${company.id}`}>
          <FormattedMessage id="companies.editor.viewPublic" />
        </AppLink>
      </p>
      <CompanyPageEditor company={company} companyId={company.id} />
      <ManagerActivity companyId={company.id} managed={managed} />
    </PageContainer>
  );
}

function CompanyPageEditor({
  company,
  companyId,
}: {
  company: CompanyPageEditorFragment$key;
  companyId: string;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const page = useFragment(
    graphql`
      fragment CompanyPageEditorFragment on Company {
        ownPage {
          about
          phones
          website
          email
          address
          postalCode
          logoUrl
          pictureUrls
          offerings {
            id
            kind
            name
          }
        }
      }
    `,
    company,
  ).ownPage;
  const [about, setAbout] = useState(page.about);
  const [phones, setPhones] = useState(page.phones.join('، '));
  const [website, setWebsite] = useState(page.website ?? '');
  const [email, setEmail] = useState(page.email ?? '');
  const [address, setAddress] = useState(page.address ?? '');
  const [postalCode, setPostalCode] = useState(page.postalCode ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [offeringKind, setOfferingKind] = useState<'PRODUCT' | 'BRAND'>('PRODUCT');
  const [offeringName, setOfferingName] = useState('');
  const [uploading, setUploading] = useState(false);
  const [save, saving] = useCompanyOwnPageUpdateMutation();
  const [setImages] = useCompanyOwnPageImagesSetMutation();
  const [addOffering, adding] = useCompanyOfferingAddMutation();
  const [removeOffering] = useCompanyOfferingRemoveMutation();

  const fileIdOf = (url: string) => url.split('/').pop() ?? '';
  const report = (userErrors: readonly { field: readonly string[]; message: string }[]) => {
    const byField: Record<string, string> = {};
    for (const error of userErrors) byField[error.field[error.field.length - 1] ?? ''] ??= error.message;
    setErrors(byField);
    if (byField['']) toast.error(byField['']);
  };
  const submit = () =>
    save({
      variables: {
        input: {
          companyId,
          about,
          phones: phones
            .split(/[,،\n]/)
            .map((phone) => phone.trim())
            .filter(Boolean),
          website,
          email,
          address,
          postalCode,
        },
      },
      onCompleted: ({ companyOwnPageUpdate }) => {
        if (companyOwnPageUpdate.userErrors.length > 0) return report(companyOwnPageUpdate.userErrors);
        setErrors({});
        toast.success(intl.formatMessage({ id: 'companies.editor.saved' }));
      },
      onError: () => toast.error(),
    });

  const upload = async (event: ChangeEvent<HTMLInputElement>, kind: 'logo' | 'pictures') => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    const result = await uploadCompanyImage(companyId, kind, file);
    setUploading(false);
    if (!result.ok) return toast.error(result.message);
    const pictures = page.pictureUrls.map(fileIdOf);
    setImages({
      variables: {
        input: {
          companyId,
          logoFileId: kind === 'logo' ? result.fileId : page.logoUrl ? fileIdOf(page.logoUrl) : null,
          pictureFileIds: kind === 'pictures' ? [...pictures, result.fileId] : pictures,
        },
      },
      onCompleted: ({ companyOwnPageImagesSet }) => {
        if (companyOwnPageImagesSet.userErrors[0])
          return toast.error(companyOwnPageImagesSet.userErrors[0].message);
        toast.success(intl.formatMessage({ id: 'companies.editor.imageSaved' }));
      },
      onError: () => toast.error(),
    });
  };

  const field = (name: string) => ({
    validationMessage: errors[name],
    validationState: errors[name] ? ('error' as const) : ('none' as const),
  });
  return (
    <div className={styles.grid}>
      <Panel className={styles.card}>
        <Subtitle2 as="h2">
          <FormattedMessage id="companies.editor.about" />
        </Subtitle2>
        <Caption1 className={styles.muted}>
          <FormattedMessage id="companies.editor.registryReadOnly" />
        </Caption1>
        <form
          className={styles.card}
          noValidate
          aria-label={intl.formatMessage({ id: 'companies.editor.about' })}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field label={intl.formatMessage({ id: 'companies.editor.aboutText' })} {...field('about')}>
            <Textarea
              value={about}
              onChange={(_, data) => setAbout(data.value)}
              rows={5}
              resize="vertical"
              maxLength={4000}
            />
          </Field>
          <Field
            label={intl.formatMessage({ id: 'companies.editor.phones' })}
            hint={intl.formatMessage({ id: 'companies.editor.phones.hint' })}
            {...field('phones')}
          >
            <Input value={phones} onChange={(_, data) => setPhones(data.value)} dir="ltr" />
          </Field>
          <Field label={intl.formatMessage({ id: 'companies.editor.website' })} {...field('website')}>
            <Input value={website} onChange={(_, data) => setWebsite(data.value)} dir="ltr" type="url" />
          </Field>
          <Field label={intl.formatMessage({ id: 'companies.editor.email' })} {...field('email')}>
            <Input value={email} onChange={(_, data) => setEmail(data.value)} dir="ltr" type="email" />
          </Field>
          <Field label={intl.formatMessage({ id: 'companies.editor.address' })} {...field('address')}>
            <Input value={address} onChange={(_, data) => setAddress(data.value)} />
          </Field>
          <Field label={intl.formatMessage({ id: 'companies.editor.postalCode' })} {...field('postalCode')}>
            <Input
              value={postalCode}
              onChange={(_, data) => setPostalCode(data.value)}
              dir="ltr"
              inputMode="numeric"
              maxLength={12}
            />
          </Field>
          <div className={styles.actions}>
            <SubmitButton sending={saving}>
              <FormattedMessage id="companies.editor.save" />
            </SubmitButton>
          </div>
        </form>
      </Panel>
      <Panel className={styles.card}>
        <Subtitle2 as="h2">
          <FormattedMessage id="companies.editor.images" />
        </Subtitle2>
        <Caption1 className={styles.muted}>
          <FormattedMessage id="companies.editor.images.hint" />
        </Caption1>
        {page.logoUrl ? (
          <img
            className={styles.logo}
            src={page.logoUrl}
            alt={intl.formatMessage({ id: 'companies.editor.logo' })}
          />
        ) : null}
        <div className={styles.pictures}>
          {page.pictureUrls.map((url) => (
            <img key={url} className={styles.picture} src={url} alt="" />
          ))}
        </div>
        <div className={styles.actions}>
          <ImagePickButton
            label={intl.formatMessage({ id: 'companies.editor.logo' })}
            disabled={uploading}
            onPick={(event) => void upload(event, 'logo')}
          />
          <ImagePickButton
            label={intl.formatMessage({ id: 'companies.editor.picture' })}
            disabled={uploading}
            onPick={(event) => void upload(event, 'pictures')}
          />
          {uploading ? <WorkingSpinner /> : null}
        </div>
      </Panel>
      <Panel className={styles.card}>
        <Subtitle2 as="h2">
          <FormattedMessage id="companies.editor.offerings" />
        </Subtitle2>
        <ul className={styles.list}>
          {page.offerings.map((offering) => (
            <li key={offering.id} className={styles.row}>
              <Body1>
                <FormattedMessage id={`companies.offering.${offering.kind}`} />: {offering.name}
              </Body1>
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={intl.formatMessage(
                  { id: 'companies.editor.offering.remove' },
                  { name: offering.name },
                )}
                onClick={() =>
                  removeOffering({
                    variables: { input: { companyId, offeringId: offering.id } },
                    onError: () => toast.error(),
                  })
                }
              />
            </li>
          ))}
        </ul>
        <form
          className={styles.actions}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            addOffering({
              variables: { input: { companyId, kind: offeringKind, name: offeringName } },
              onCompleted: ({ companyOfferingAdd }) => {
                if (companyOfferingAdd.userErrors[0])
                  return toast.error(companyOfferingAdd.userErrors[0].message);
                setOfferingName('');
              },
              onError: () => toast.error(),
            });
          }}
        >
          <RadioGroup
            layout="horizontal"
            value={offeringKind}
            onChange={(_, data) => setOfferingKind(data.value as 'PRODUCT' | 'BRAND')}
          >
            <Radio value="PRODUCT" label={intl.formatMessage({ id: 'companies.offering.PRODUCT' })} />
            <Radio value="BRAND" label={intl.formatMessage({ id: 'companies.offering.BRAND' })} />
          </RadioGroup>
          <Input
            value={offeringName}
            onChange={(_, data) => setOfferingName(data.value)}
            aria-label={intl.formatMessage({ id: 'companies.editor.offering.name' })}
            maxLength={120}
          />
          <Button type="submit" disabled={adding}>
            <FormattedMessage id="companies.editor.offering.add" />
          </Button>
        </form>
      </Panel>
    </div>
  );
}

function ManagerActivity({
  companyId,
  managed,
}: {
  companyId: string;
  managed: CompanyPrefactorsCardFragment$key & CompanyPageAuditCardFragment$key;
}) {
  const styles = useStyles();
  return (
    <div className={styles.grid} style={{ marginBlockStart: tokens.spacingVerticalL }}>
      <CompanyPrefactorsCard companyId={companyId} managed={managed} />
      <CompanyPageAuditCard managed={managed} />
    </div>
  );
}

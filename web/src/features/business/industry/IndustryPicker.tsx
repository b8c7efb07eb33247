import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLocalisedPath } from '../../../shared/locale/useLocalisedPath.ts';
import { IndustryCombobox } from './IndustryCombobox.tsx';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    alignItems: 'end',
    marginBlockEnd: tokens.spacingVerticalXL,
  },
});

/**
 * Chooses an industry (and optionally a second to compare) by title or code and opens its analysis. `known`: the
 * industries the page shows, so their fields need not ask for their titles.
 */
export function IndustryPicker({ known }: { known?: readonly { code: string; title: string }[] }) {
  const styles = useStyles();
  const intl = useIntl();
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const [searchParams] = useSearchParams();
  const [code, setCode] = useState(() =>
    (window.location.pathname.split('/').pop() ?? '').replace(/\D/g, ''),
  );
  const [compare, setCompare] = useState(searchParams.get('compare') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{2,4}$/.test(code)) return;
    const query = /^\d{2,4}$/.test(compare) && compare !== code ? `?compare=${compare}` : '';
    navigate(`${localise(`/industry/${code}`)}${query}`);
  };
  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <Field label={intl.formatMessage({ id: 'business.industry.code' })}>
        <IndustryCombobox
          label={intl.formatMessage({ id: 'business.industry.code' })}
          code={code}
          onChange={setCode}
          known={known}
        />
      </Field>
      <Field label={intl.formatMessage({ id: 'business.industry.compare' })}>
        <IndustryCombobox
          label={intl.formatMessage({ id: 'business.industry.compare' })}
          code={compare}
          onChange={setCompare}
          known={known}
        />
      </Field>
      <Button appearance="primary" type="submit">
        <FormattedMessage id="business.industry.show" />
      </Button>
    </form>
  );
}

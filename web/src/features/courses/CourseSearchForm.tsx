import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLocalisedPath } from '../../shared/locale/useLocalisedPath.ts';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    maxWidth: '560px',
    marginBlockEnd: tokens.spacingVerticalXL,
  },
  input: { flexGrow: 1 },
});

/** Searches the course catalogue: opens the course list for the term. */
export function CourseSearchForm({ initialTerm = '' }: { initialTerm?: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const [term, setTerm] = useState(initialTerm);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed.length < 2) return;
    void navigate(`${localise('/courses/browse')}?${new URLSearchParams({ q: trimmed }).toString()}`);
  };
  return (
    <form noValidate role="search" className={styles.form} onSubmit={submit}>
      <Input
        className={styles.input}
        type="search"
        value={term}
        onChange={(_, { value }) => setTerm(value)}
        contentBefore={<SearchRegular aria-hidden />}
        placeholder={intl.formatMessage({ id: 'courses.search.placeholder' })}
        aria-label={intl.formatMessage({ id: 'courses.search.label' })}
      />
      <Button type="submit" appearance="primary">
        <FormattedMessage id="courses.search.submit" />
      </Button>
    </form>
  );
}

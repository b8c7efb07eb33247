import { Button, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalS },
  input: { flexGrow: 1, minWidth: 0 },
});

/** The large search box and its button; a search is asked for with the text trimmed, and never for blank text. */
export function SearchTextForm({
  text,
  onTextChange,
  onSearch,
  buttonAppearance,
  className,
}: {
  text: string;
  onTextChange: (text: string) => void;
  onSearch: (query: string) => void;
  buttonAppearance: 'primary' | 'secondary';
  className?: string;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query !== '') onSearch(query);
  };
  return (
    <form noValidate role="search" className={mergeClasses(styles.form, className)} onSubmit={submit}>
      <Input
        className={styles.input}
        size="large"
        type="search"
        value={text}
        onChange={(_, { value }) => onTextChange(value)}
        contentBefore={<SearchRegular aria-hidden />}
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        aria-label={intl.formatMessage({ id: 'search.label' })}
      />
      <Button appearance={buttonAppearance} size="large" type="submit">
        <FormattedMessage id="search.submit" />
      </Button>
    </form>
  );
}

import { Button, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalS },
  input: { flexGrow: 1, minWidth: 0 },
});

/** The message ids of a search box's placeholder, its accessible name and its button. */
type SearchTextMessages = { placeholder: string; label: string; submit: string };

const siteSearchMessages: SearchTextMessages = {
  placeholder: 'search.placeholder',
  label: 'search.label',
  submit: 'search.submit',
};

/**
 * A search box and its button (the site's search by default); a search is asked for with the text trimmed, and
 * only once it has `shortest` characters.
 */
export function SearchTextForm({
  text,
  onTextChange,
  onSearch,
  buttonAppearance,
  className,
  size = 'large',
  messages = siteSearchMessages,
  shortest = 1,
}: {
  text: string;
  onTextChange: (text: string) => void;
  onSearch: (query: string) => void;
  buttonAppearance: 'primary' | 'secondary';
  className?: string;
  size?: 'medium' | 'large';
  messages?: SearchTextMessages;
  shortest?: number;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query.length >= shortest) onSearch(query);
  };
  return (
    <form noValidate role="search" className={mergeClasses(styles.form, className)} onSubmit={submit}>
      <Input
        className={styles.input}
        size={size}
        type="search"
        value={text}
        onChange={(_, { value }) => onTextChange(value)}
        contentBefore={<SearchRegular aria-hidden />}
        placeholder={intl.formatMessage({ id: messages.placeholder })}
        aria-label={intl.formatMessage({ id: messages.label })}
      />
      <Button appearance={buttonAppearance} size={size} type="submit">
        <FormattedMessage id={messages.submit} />
      </Button>
    </form>
  );
}

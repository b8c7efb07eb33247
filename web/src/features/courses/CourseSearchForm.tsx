import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLocalisedPath } from '../../shared/locale/useLocalisedPath.ts';
import { SearchTextForm } from '../../shared/ui/SearchTextForm.tsx';
import { withSearchText } from '../../shared/locale/withSearchText.ts';

const useStyles = makeStyles({
  form: { maxWidth: '560px', marginBlockEnd: tokens.spacingVerticalXL },
});

const courseSearchMessages = {
  placeholder: 'courses.search.placeholder',
  label: 'courses.search.label',
  submit: 'courses.search.submit',
};

/** Searches the course catalogue: opens the course list for a term of two characters or more. */
export function CourseSearchForm({ initialTerm = '' }: { initialTerm?: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const [term, setTerm] = useState(initialTerm);
  return (
    <SearchTextForm
      className={styles.form}
      text={term}
      onTextChange={setTerm}
      onSearch={(query) => void navigate(withSearchText(localise('/courses/browse'), query))}
      buttonAppearance="primary"
      size="medium"
      messages={courseSearchMessages}
      shortest={2}
    />
  );
}

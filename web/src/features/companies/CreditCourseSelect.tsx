import { Select, makeStyles } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { AdministrationCourse } from './administrationTypes.ts';

// A select is as wide as its longest option: long course titles (English) would push it out of a table cell. It keeps
// room for a title's first words; on a phone the table scrolls within its card.
const useStyles = makeStyles({
  root: { maxWidth: '100%', minWidth: '9rem' },
  select: { minWidth: 0, textOverflow: 'ellipsis' },
});

/** The course a credit is given for, picked for one person (by an administrator for a user, by a mentor for a sub-user). */
export function CreditCourseSelect({
  personName,
  courses,
  value,
  onChange,
}: {
  personName: string;
  courses: readonly AdministrationCourse[];
  value: string;
  onChange: (courseId: string) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Select
      className={styles.root}
      select={{ className: styles.select }}
      aria-label={intl.formatMessage({ id: 'companies.admin.creditCourse' }, { name: personName })}
      value={value}
      onChange={(_, data) => onChange(data.value)}
    >
      <option value="">{intl.formatMessage({ id: 'companies.admin.chooseCourse' })}</option>
      {courses.map((course) => (
        <option key={course.id} value={course.id}>
          {course.title}
        </option>
      ))}
    </Select>
  );
}

import { Select } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { AdministrationCourse } from './administrationTypes.ts';

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
  return (
    <Select
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

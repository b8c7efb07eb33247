import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { IndustryCoursesFragment$key } from '../../../__generated__/IndustryCoursesFragment.graphql';
import { CourseCard } from '../../../shared/courses/CourseCard.tsx';
import { CourseGrid } from '../../../shared/courses/CourseGrid.tsx';

const useStyles = makeStyles({
  section: { marginBlockStart: tokens.spacingVerticalXXL },
  heading: { display: 'block', marginBlockEnd: tokens.spacingVerticalM },
});

/** Courses of the learning area that fit the industry's trade, under its figures. */
export function IndustryCourses({ industry }: { industry: IndustryCoursesFragment$key }) {
  const styles = useStyles();
  const { title, recommendedCourses } = useFragment(
    graphql`
      fragment IndustryCoursesFragment on IndustryAnalysis {
        title
        recommendedCourses(first: 4) {
          id
          ...CourseCardFragment
        }
      }
    `,
    industry,
  );
  if (recommendedCourses.length === 0) return null;
  return (
    <section className={styles.section} data-testid="industry-courses">
      <Subtitle2 as="h2" className={styles.heading}>
        <FormattedMessage id="business.industry.courses" values={{ title }} />
      </Subtitle2>
      <CourseGrid>
        {recommendedCourses.map((course) => (
          <CourseCard key={course.id} course={course} />
        ))}
      </CourseGrid>
    </section>
  );
}

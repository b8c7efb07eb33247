import { Caption1, Subtitle1, Tag, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { CoursesCataloguePageQuery } from '../../__generated__/CoursesCataloguePageQuery.graphql';
import { AppLink } from '../../shared/ui/AppLink.tsx';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { CourseCard } from '../../shared/courses/CourseCard.tsx';
import { CourseGrid } from '../../shared/courses/CourseGrid.tsx';
import { CourseSearchForm } from './CourseSearchForm.tsx';
import { CourseSuggestionForm } from './CourseSuggestionForm.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  section: { marginBlockEnd: tokens.spacingVerticalXXXL },
  heading: { display: 'block', marginBlockEnd: tokens.spacingVerticalM },
  categories: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  category: { padding: tokens.spacingHorizontalM, gap: tokens.spacingVerticalXXS },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  count: { color: tokens.colorNeutralForeground3 },
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <Subtitle1 as="h2" className={styles.heading}>
        {title}
      </Subtitle1>
      {children}
    </section>
  );
}

/** The learning area's front page: search, categories with counts, tags, qualifications, featured and super-premium rows. */
export function CoursesCataloguePage({ queryRef }: { queryRef: PreloadedQuery<CoursesCataloguePageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const data = usePreloadedQuery<CoursesCataloguePageQuery>(
    graphql`
      query CoursesCataloguePageQuery @preloadable {
        courseCategories {
          edges {
            node {
              id
              title
              courseCount
            }
          }
        }
        courseTags {
          edges {
            node {
              id
              title
            }
          }
        }
        courseQualifications {
          edges {
            node {
              id
              title
            }
          }
        }
        featuredCourses(first: 8) {
          edges {
            node {
              id
              ...CourseCardFragment
            }
          }
        }
        superPremiumCourses(first: 8) {
          edges {
            node {
              id
              ...CourseCardFragment
            }
          }
        }
      }
    `,
    queryRef,
  );

  return (
    <PageContainer>
      <PageHeader
        title={intl.formatMessage({ id: 'courses.catalogue.title' })}
        subtitle={<FormattedMessage id="courses.catalogue.subtitle" />}
      />
      <CourseSearchForm />
      <Section title={intl.formatMessage({ id: 'courses.catalogue.categories' })}>
        <div className={styles.categories}>
          {data.courseCategories.edges.map(({ node }) => (
            <Panel key={node.id} className={styles.category} data-testid="course-category">
              <AppLink to={`/courses/browse?category=${encodeURIComponent(node.id)}`}>{node.title}</AppLink>
              <Caption1 className={styles.count}>
                <FormattedMessage id="courses.catalogue.courseCount" values={{ count: node.courseCount }} />
              </Caption1>
            </Panel>
          ))}
        </div>
      </Section>
      <Section title={intl.formatMessage({ id: 'courses.catalogue.featured' })}>
        <CourseGrid>
          {data.featuredCourses.edges.map(({ node }) => (
            <CourseCard key={node.id} course={node} />
          ))}
        </CourseGrid>
      </Section>
      <Section title={intl.formatMessage({ id: 'courses.catalogue.superPremium' })}>
        <CourseGrid>
          {data.superPremiumCourses.edges.map(({ node }) => (
            <CourseCard key={node.id} course={node} />
          ))}
        </CourseGrid>
      </Section>
      <Section title={intl.formatMessage({ id: 'courses.catalogue.tags' })}>
        <div className={styles.chips}>
          {data.courseTags.edges.map(({ node }) => (
            <AppLink key={node.id} to={`/courses/browse?tag=${encodeURIComponent(node.id)}`}>
              <Tag appearance="outline" size="small">
                {node.title}
              </Tag>
            </AppLink>
          ))}
        </div>
      </Section>
      <Section title={intl.formatMessage({ id: 'courses.catalogue.qualifications' })}>
        <div className={styles.chips}>
          {data.courseQualifications.edges.map(({ node }) => (
            <AppLink key={node.id} to={`/courses/browse?qualification=${encodeURIComponent(node.id)}`}>
              {node.title}
            </AppLink>
          ))}
          <AppLink to="/courses/browse">
            <FormattedMessage id="courses.catalogue.all" />
          </AppLink>
        </div>
      </Section>
      <CourseSuggestionForm />
    </PageContainer>
  );
}

import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { CourseListPageQuery } from '../../__generated__/CourseListPageQuery.graphql';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { CourseCard } from '../../shared/courses/CourseCard.tsx';
import { CourseGrid } from '../../shared/courses/CourseGrid.tsx';
import { CourseSearchForm } from './CourseSearchForm.tsx';

const useStyles = makeStyles({
  count: { display: 'block', marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground3 },
});

/** Courses of a category, a tag or a qualification, or matching a search; every course without a filter. */
export function CourseListPage({ queryRef }: { queryRef: PreloadedQuery<CourseListPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const { filter } = queryRef.variables;
  const data = usePreloadedQuery<CourseListPageQuery>(
    graphql`
      query CourseListPageQuery(
        $filter: CourseFilter
        $categoryId: ID!
        $tagId: ID!
        $qualificationId: ID!
        $hasCategory: Boolean!
        $hasTag: Boolean!
        $hasQualification: Boolean!
      ) @preloadable {
        courses(first: 100, filter: $filter) {
          totalCount
          edges {
            node {
              id
              ...CourseCardFragment
            }
          }
        }
        category: node(id: $categoryId) @include(if: $hasCategory) {
          ... on CourseCategory {
            title
          }
        }
        tag: node(id: $tagId) @include(if: $hasTag) {
          ... on CourseTag {
            title
          }
        }
        qualification: node(id: $qualificationId) @include(if: $hasQualification) {
          ... on CourseQualification {
            title
          }
        }
      }
    `,
    queryRef,
  );
  const title = filter?.search
    ? intl.formatMessage({ id: 'courses.list.title.search' }, { term: filter.search })
    : data.category?.title
      ? intl.formatMessage({ id: 'courses.list.title.category' }, { name: data.category.title })
      : data.tag?.title
        ? intl.formatMessage({ id: 'courses.list.title.tag' }, { name: data.tag.title })
        : data.qualification?.title
          ? intl.formatMessage({ id: 'courses.list.title.qualification' }, { name: data.qualification.title })
          : intl.formatMessage({ id: 'courses.list.title.all' });

  return (
    <PageContainer>
      <PageHeader title={title} />
      <CourseSearchForm key={filter?.search ?? ''} initialTerm={filter?.search ?? ''} />
      <Body1 className={styles.count} role="status">
        {intl.formatMessage({ id: 'courses.list.count' }, { count: data.courses.totalCount })}
      </Body1>
      <CourseGrid>
        {data.courses.edges.map(({ node }) => (
          <CourseCard key={node.id} course={node} />
        ))}
      </CourseGrid>
    </PageContainer>
  );
}

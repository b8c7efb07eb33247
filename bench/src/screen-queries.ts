/** The screens measured: what a browser asks for when it opens them. */
export const screenQueries = {
  home: /* GraphQL */ `
    query HomeScreen {
      home {
        searchTitle
        searchSubtitle
        services {
          id
          slug
          title
          description
          icon
        }
        blogPosts(first: 6) {
          edges {
            node {
              id
              title
              summary
              publishedOn
              readingMinutes
            }
          }
        }
        customers {
          edges {
            node {
              id
              name
              sector
            }
          }
        }
        dataSources {
          edges {
            node {
              id
              name
              description
              updateFrequency
            }
          }
        }
        statistics {
          provinceCount
          cityCount
          industryCount
          hsCodeCount
        }
      }
      campaign {
        active
      }
      supportStatus {
        isOpen
        closedReason
        nextOpeningAt
      }
    }
  `,
  pricing: /* GraphQL */ `
    query PricingScreen {
      pricingPlans {
        edges {
          node {
            id
            package
            name
            description
            features
            highlighted
            sessionLimit
            prices {
              durationMonths
              amount
              discountPercent
              finalAmount
            }
          }
        }
      }
    }
  `,
} as const;

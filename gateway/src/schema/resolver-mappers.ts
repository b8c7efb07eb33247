/** GraphQL object types and the upstream shapes behind them, for the generated resolver types. */
export const resolverMappers = {
  HomePage: '../home/home-models.ts#HomePageModel',
  PlatformService: '../home/home-models.ts#PlatformServiceModel',
  BlogPost: '../home/home-models.ts#BlogPostModel',
  Customer: '../home/home-models.ts#CustomerModel',
  DataSource: '../home/home-models.ts#DataSourceModel',
  SitePage: '../site/site-models.ts#SitePageModel',
  Faq: '../site/site-models.ts#FaqModel',
  JobOpening: '../site/site-models.ts#JobOpeningModel',
  PricingPlan: '../pricing/pricing-models.ts#PricingPlanModel',
  AdPlacement: '../pricing/pricing-models.ts#AdPlacementModel',
  SupportStatus: '../support/support-models.ts#SupportStatusModel',
  Province: '../places/place-models.ts#ProvinceModel',
  City: '../places/place-models.ts#CityModel',
};

import { accountsService } from './accounts/accounts-service.ts';
import { analyticsService } from './analytics/analytics-service.ts';
import { businessService } from './business/business-service.ts';
import { coursesService } from './courses/courses-service.ts';
import { paymentsService } from './payments/payments-service.ts';
import type { ServiceDefinition } from './shared/service-definition.ts';
import type { ServiceName } from './shared/service-name.ts';

/** Every service this package runs, in start order; accounts first, as the others verify its tokens. */
export const serviceDefinitions: Record<ServiceName, ServiceDefinition> = {
  accounts: accountsService,
  business: businessService,
  courses: coursesService,
  analytics: analyticsService,
  payments: paymentsService,
};

export const serviceNames = Object.keys(serviceDefinitions) as ServiceName[];

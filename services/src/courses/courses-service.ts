import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '../shared/service-definition.ts';
import { registerCategoryRoutes } from './catalogue/category-routes.ts';
import { registerQualificationRoutes } from './catalogue/qualification-routes.ts';
import { registerTagRoutes } from './catalogue/tag-routes.ts';
import { seedCourses } from './seed/seed-courses.ts';

export const coursesService: ServiceDefinition = {
  name: 'courses',
  title: 'Rasad courses service',
  description: 'The online learning catalogue: categories, qualifications, tags and courses.',
  defaultPort: 4102,
  schemaName: 'courses',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  async registerRoutes(app, context) {
    await registerCategoryRoutes(app, context);
    await registerQualificationRoutes(app, context);
    await registerTagRoutes(app, context);
  },
  seed: seedCourses,
};

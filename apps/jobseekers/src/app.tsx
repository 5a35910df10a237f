import type { AppDefinition } from '@jobpoint/app-shell';
import { createRoutes } from './routes';

export const jobseekersApp: AppDefinition = {
  app: 'jobseekers',
  createRoutes,
};

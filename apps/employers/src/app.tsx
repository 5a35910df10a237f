import type { AppDefinition } from '@jobpoint/app-shell';
import { createRoutes } from './routes';

export const employersApp: AppDefinition = {
  app: 'employers',
  createRoutes,
};

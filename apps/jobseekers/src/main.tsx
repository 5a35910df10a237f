import { hydrateApp } from '@jobpoint/app-shell/client';
import { jobseekersApp } from './app';

void hydrateApp(jobseekersApp);

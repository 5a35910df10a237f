import { hydrateApp } from '@jobpoint/app-shell/client';
import { employersApp } from './app';

void hydrateApp(employersApp);

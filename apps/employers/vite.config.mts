import { createAppConfig } from '../../tools/vite/create-app-config.mts';

export default createAppConfig('employers');

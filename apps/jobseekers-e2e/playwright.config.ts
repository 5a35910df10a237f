import { e2eConfig } from '@jobpoint/e2e-utils';

export default e2eConfig('./src');

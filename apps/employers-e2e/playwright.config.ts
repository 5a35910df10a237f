import { e2eConfig } from '../../tools/e2e/playwright-base';

export default e2eConfig('./src');

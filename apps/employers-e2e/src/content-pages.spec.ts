import { contentPagesOf, describeContentPages } from '@jobpoint/e2e-utils';

describeContentPages(contentPagesOf('employers'));

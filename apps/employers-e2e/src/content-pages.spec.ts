import { describeContentPages } from '@jobpoint/e2e-utils';

describeContentPages([
  { path: '/arbeitgebende', singleType: 'arbeitgebende' },
  { path: '/jobboerse-anleitung', singleType: 'jb-anleitung' },
  { path: '/jobboerse-nutzungsbedingungen', singleType: 'joboerse-nutzungsbedingungen' },
]);

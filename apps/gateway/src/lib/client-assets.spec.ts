import { clientAssets } from './client-assets';

describe('clientAssets', () => {
  it('finds the entry, its css and its static imports', () => {
    const manifest = {
      'src/main.tsx': { file: 'assets/main-abc.js', isEntry: true, css: ['assets/main-abc.css'], imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor-def.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-123.js' },
      'src/pages/home-route.tsx': {
        file: 'assets/home-route-456.js',
        src: 'src/pages/home-route.tsx',
        isDynamicEntry: true,
        imports: ['_vendor.js', '_cards.js'],
      },
      '_cards.js': { file: 'assets/cards-789.js', css: ['assets/cards-789.css'] },
      '../../libs/app-shell/src/content-page.tsx': {
        file: 'assets/content-page-0ab.js',
        src: '../../libs/app-shell/src/content-page.tsx',
        isDynamicEntry: true,
        imports: ['_vendor.js'],
      },
    };
    expect(clientAssets(manifest, '/static/jobseekers/', 'apps/jobseekers')).toEqual({
      entryScript: '/static/jobseekers/assets/main-abc.js',
      stylesheets: ['/static/jobseekers/assets/main-abc.css'],
      modulePreloads: ['/static/jobseekers/assets/vendor-def.js', '/static/jobseekers/assets/react-123.js'],
      startUpChunks: ['/static/jobseekers/assets/react-123.js', '/static/jobseekers/assets/vendor-def.js'],
      routeModules: {
        'apps/jobseekers/src/pages/home-route.tsx': {
          modulePreloads: ['/static/jobseekers/assets/home-route-456.js', '/static/jobseekers/assets/cards-789.js'],
          stylesheets: ['/static/jobseekers/assets/cards-789.css'],
        },
        'libs/app-shell/src/content-page.tsx': { modulePreloads: ['/static/jobseekers/assets/content-page-0ab.js'], stylesheets: [] },
      },
    });
  });

  it('orders the entry’s chunks so that each comes after the chunks it imports', () => {
    const manifest = {
      'src/main.tsx': { file: 'assets/main.js', isEntry: true, imports: ['_runtime.js', '_react.js', '_ui.js'] },
      '_runtime.js': { file: 'assets/runtime.js' },
      '_ui.js': { file: 'assets/ui.js', imports: ['_runtime.js', '_react.js', '_icons.js'] },
      '_icons.js': { file: 'assets/icons.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
      'src/pages/home-route.tsx': { file: 'assets/home-route.js', src: 'src/pages/home-route.tsx', isDynamicEntry: true, imports: ['_ui.js'] },
    };

    expect(clientAssets(manifest, '/s/', 'apps/jobseekers').startUpChunks).toEqual([
      '/s/assets/runtime.js',
      '/s/assets/react.js',
      '/s/assets/icons.js',
      '/s/assets/ui.js',
    ]);
  });

  it('refuses a manifest without an entry', () => {
    expect(() => clientAssets({}, '/', 'apps/jobseekers')).toThrow(/entry/);
  });
});

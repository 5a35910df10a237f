export * from './lib/api/cms-api';
export * from './lib/strapi/strapi-query';
export * from './lib/strapi/normalize';
export * from './lib/models/shared';
export * from './lib/models/media-url';
export * from './layout';
export * from './home';
export * from './events';

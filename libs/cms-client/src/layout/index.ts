export * from './layout-content';
export * from './get-navigation';
export * from './get-footer';
export * from './get-notification';
export * from './get-navigation-extension';
export * from './get-social-buttons';

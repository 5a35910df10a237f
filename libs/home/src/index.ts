export { HomePage, type HomePageProps } from './lib/home-page';
export { loadHomePage, type LoadHomePageArgs, type HomeDispatch } from './lib/data/load-home-page';
export { selectHomeSeo } from './lib/data/select-home-seo';
export { latestEventsArgs } from './lib/data/home-state';
export { homeResources, HOME_NAMESPACE } from './lib/home-resources';

export * from './location-content';
export * from './localized-single-type';
export * from './get-locations';
export * from './get-chat-contact';
export * from './get-location-block';

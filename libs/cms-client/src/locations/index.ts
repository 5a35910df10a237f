export * from './location-content';
export * from './get-locations';
export * from './get-chat-contact';
export * from './get-location-block';

import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::chat-contact.chat-contact');

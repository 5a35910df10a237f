import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::chat-contact.chat-contact');

import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::chat-contact.chat-contact');

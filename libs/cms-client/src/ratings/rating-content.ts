export type { Rating, RatingBlock } from './rating-schema';

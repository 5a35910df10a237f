/** The platforms the footer has an icon for; a social button of any other is left out. */
export const SOCIAL_PLATFORMS = ['twitter', 'facebook', 'youtube', 'linkedin'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

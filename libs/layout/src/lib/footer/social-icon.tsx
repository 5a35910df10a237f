import type { SocialPlatform } from '@jobpoint/cms-client';

/**
 * Simple marks for the four platforms, drawn for the site (the icon set has no brand logos). Decorative:
 * the link around them carries the platform's name.
 */
export function SocialIcon({ platform }: { platform: SocialPlatform }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="currentColor">
      {platform === 'facebook' && <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.7v3h2.6V21z" />}
      {platform === 'twitter' && <path d="M4 4h4.6l3.9 5.4L17 4h2.6l-5.9 6.9L20.3 20h-4.6l-4.2-5.8L6.5 20H3.9l6.3-7.3z" />}
      {platform === 'youtube' && (
        <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
      )}
      {platform === 'linkedin' && (
        <path d="M4.5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 9h3v11H3zm6 0h2.9v1.5c.4-.8 1.5-1.7 3.1-1.7 3.2 0 3.8 2.1 3.8 4.8V20h-3v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V20H9z" />
      )}
    </svg>
  );
}

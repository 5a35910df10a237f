import { eventApi, type EventDetail } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { isCmsButtonShown, onDemand } from '@jobpoint/ui-kit';
import { lastDayOf } from '../format/event-facts';

/** Whether the event takes registrations: a register button the editors left active, for an event not over. */
export function registrationOpen(event: EventDetail, today: string): boolean {
  return isCmsButtonShown(event.registerButton, today) && lastDayOf(event) >= today;
}

/** The registration form's code (and react-hook-form's) loads when the form is near (ADR 064). */
export const RegistrationForm = onDemand(() =>
  import('./event-registration-form').then((module) => module.EventRegistrationForm),
);

type EventState = Parameters<ReturnType<typeof eventApi.endpoints.getEvent.select>>[0];

/**
 * Loads the registration form's code for a loaded event page that shows the form: the server renders it
 * with the page, a navigation in the app shows it at once. A hydrating page loads it on approach instead.
 */
export async function loadRegistrationCode(
  state: EventState,
  { slug, locale, today }: { slug: string; locale: Locale; today: string },
): Promise<void> {
  const event = eventApi.endpoints.getEvent.select({ slug, locale })(state).data?.content;
  if (event && registrationOpen(event, today)) {
    await RegistrationForm.load();
  }
}

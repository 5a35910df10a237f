export * from './job-alerts-api';
export { isJobAlertToken, type JobAlert } from './get-job-alert';

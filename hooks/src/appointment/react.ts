// React bindings of the appointment feature (the framework-free surface is ./index.ts).
export { useAppointmentCalendar } from './use-appointment-calendar.js';

// Public surface of the appointment feature: the 预约日历 model (days, sessions, free and booked slots).
export {
  addDays,
  calendarDays,
  createAppointmentCalendarModel,
  mondayOf,
  type AppointmentCalendarModel,
  type ApptBooking,
  type ApptDay,
  type ApptSession,
  type ApptSlot,
  type AppointmentCalendarSnapshot,
  type AppointmentCalendarView,
} from './appointment-calendar-model.js';

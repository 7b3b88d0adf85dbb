// React binding of the 预约日历 model: one model per page, loaded on mount, its snapshot as state.
import { useEffect, useMemo, useRef } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { useModelState } from '../core/use-model-state.js';
import {
  createAppointmentCalendarModel,
  type AppointmentCalendarModel,
  type AppointmentCalendarSnapshot,
  type AppointmentCalendarView,
} from './appointment-calendar-model.js';

export function useAppointmentCalendar(
  client: Pick<ClinicClient, 'resource'>,
  view?: AppointmentCalendarView,
): { model: AppointmentCalendarModel; state: AppointmentCalendarSnapshot } {
  // The first view only matters at creation (phones start on the day).
  const first = useRef(view);
  const model = useMemo(
    () => createAppointmentCalendarModel({ client, ...(first.current ? { view: first.current } : {}) }),
    [client],
  );
  useEffect(() => {
    void model.reload();
  }, [model]);
  return { model, state: useModelState(model) };
}

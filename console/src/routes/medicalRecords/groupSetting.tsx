// Project settings (/medicalRecords/groupSetting).
import { createFileRoute } from '@tanstack/react-router';
import { GroupSettingPage } from '../../features/research/group-setting-page';

export const Route = createFileRoute('/medicalRecords/groupSetting')({
  component: GroupSettingPage,
});

// Subject management of a project (/medicalRecords/list?projectId=).
import { createFileRoute } from '@tanstack/react-router';
import { SubjectListPage } from '../../features/research/subject-list-page';

export const Route = createFileRoute('/medicalRecords/list')({
  component: SubjectListPage,
});

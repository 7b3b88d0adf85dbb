// The demo form page (/demo/form): every form field type, pickers, area linkage and the cron editor.
import { createFileRoute } from '@tanstack/react-router';
import { DemoFormPage } from '../../features/demo/demo-form-page';

export const Route = createFileRoute('/demo/form')({
  component: DemoFormPage,
});

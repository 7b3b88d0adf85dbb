// /dynamicForm/<page> (shell-spec 2.3, mobile variant): login (no session needed), index, list, mList, dataDetails, dataApply, dataHandleApply,
// applyAdd, applyDel, applyMergeList, applyMerge, applyDetails, applyAudit, dataApplyAudit. One route for the fourteen
// keeps the first load's route table small; the pages arrive in this route's own chunk.
import { createFileRoute } from '@tanstack/react-router';
import { MobilePage } from '../../features/dynamic-form/mobile/mobile-page';

export const Route = createFileRoute('/dynamicForm/$page')({
  component: function DynamicFormPageRoute() {
    return <MobilePage page={Route.useParams().page} />;
  },
});

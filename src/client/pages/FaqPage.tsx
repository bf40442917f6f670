import { MoreHelp } from '../features/content/MoreHelp';
import { SinglePage } from '../features/content/SinglePage';

/** /faq: short answers, from content/pages/faq.md. */
export default function FaqPage() {
  return (
    <SinglePage name="faq" eyebrow="Support">
      <MoreHelp title="Did not find your answer?" omit="/faq" />
    </SinglePage>
  );
}

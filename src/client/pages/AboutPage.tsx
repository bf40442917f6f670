import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { SinglePage } from '../features/content/SinglePage';

/** /about: who builds VolnaDraft and how it works, from content/pages/about.md. */
export default function AboutPage() {
  return (
    <SinglePage name="about" eyebrow="Company">
      <div className="mt-12 flex flex-wrap gap-3 border-t border-ink-100 pt-8">
        <Button asChild variant="dark">
          <Link to="/signup">Get Started</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/tools">See the tools</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/data-security">How your data is protected</Link>
        </Button>
      </div>
    </SinglePage>
  );
}

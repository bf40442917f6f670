import { Experts } from '../features/landing/Experts';
import { Features } from '../features/landing/Features';
import { Hero } from '../features/landing/Hero';
import { SupportSection } from '../features/landing/SupportSection';
import { usePageTitle } from '../lib/use-page-title';

export default function LandingPage() {
  usePageTitle('');
  return (
    <>
      <Hero />
      <Features />
      <Experts />
      <SupportSection />
    </>
  );
}

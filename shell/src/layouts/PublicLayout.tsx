import { Outlet } from 'react-router-dom';
import { BackToTop } from '../features/navigation/BackToTop';
import { Footer } from '../features/navigation/Footer';
import { Header } from '../features/navigation/Header';
import { ScrollToTop } from '../features/navigation/ScrollToTop';

/** Public layout: header, content, back-to-top button, footer (spec 01 §2). */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <Header />
      <main className="flex-1">
        <Outlet />
      </main>
      <BackToTop />
      <Footer />
    </div>
  );
}

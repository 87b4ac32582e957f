import { createContext } from 'react';

/**
 * The HTML of the area the build pre-renders into the page (prerender.tsx provides it; the
 * browser never does): the area slot writes it into its element, where the area hydrates it.
 */
export const PrerenderedAreaHtml = createContext<string | null>(null);

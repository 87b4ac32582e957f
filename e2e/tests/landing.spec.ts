import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

/** The landing page `/` through the shell (issue 5; spec 01 §1, §2, §4, §9). */

const HEADLINE = 'Tu factura electrónica profesional en 30 segundos';
const SECTION_IDS = ['hero', 'caracteristicas', 'planes', 'testimonios', 'cta'];
const FEATURE_TITLES = [
  'Facturador web',
  'Control de inventario',
  'Rapidez',
  'Envío automático por correo',
  'Cálculo automático de impuestos',
  'Seguridad de datos',
];
const TESTIMONIAL_NAMES = [
  'María Fernanda Zambrano',
  'Carlos Mendoza',
  'Gabriela Intriago',
  'Luis Cedeño',
  'Andrea Vera',
];
const CTA_LINES = [
  'Sin tarjeta de crédito',
  'Plan gratuito incluido',
  'Soporte 24/7',
  'Sin compromiso - Cancela cuando quieras',
];

type Contacto = { telefono: string; email: string; whatsapp: string };

/** The contact data the page must use: the suite's own `/config.json`, never a value baked into the build. */
async function contacto(page: Page): Promise<Contacto> {
  const response = await page.request.get('/config.json');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { contacto: Contacto }).contacto;
}

const chatHref = (whatsapp: string, message: string) => `https://wa.me/${whatsapp}?text=${encodeURIComponent(message)}`;

async function openLanding(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('#cta')).toBeAttached();
}

/** Scrolls every section into view, so each fades in, and waits until none is still fading. */
async function revealAllSections(page: Page): Promise<void> {
  for (const id of SECTION_IDS) await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  const fading = page.locator('[data-fade-in]');
  await expect(page.locator('[data-fade-in="hidden"]')).toHaveCount(0);
  await expect
    .poll(() => fading.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).opacity)))
    .toEqual(Array.from({ length: await fading.count() }, () => '1'));
}

function carousel(page: Page): Locator {
  return page.getByRole('region', { name: 'Opiniones de clientes' });
}

/** The testimonial in the middle card, and that its dot is the one marked current. */
async function expectCurrentTestimonial(page: Page, position: number): Promise<void> {
  await expect(carousel(page).getByRole('figure')).toContainText(TESTIMONIAL_NAMES[position - 1]!);
  await expect(page.getByRole('button', { name: `Ir al testimonio ${position}`, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
}

test.describe('Página de inicio: contenido', () => {
  test('secciones ancladas con su encabezado, seis características, tres planes y cinco testimonios', async ({
    page,
  }) => {
    await openLanding(page);
    for (const id of SECTION_IDS) {
      const section = page.locator(`section#${id}`);
      await expect(section).toHaveCount(1);
      // Each section is a landmark named by its own heading.
      const headingId = await section.getAttribute('aria-labelledby');
      expect(headingId).toBeTruthy();
      await expect(section.locator(`#${headingId}`)).toHaveCount(1);
    }
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    const features = page.locator('#caracteristicas').getByRole('listitem');
    await expect(features).toHaveCount(6);
    await expect(features.getByRole('heading', { level: 3 })).toHaveText(FEATURE_TITLES);
    for (const card of await features.all()) {
      await expect(card.locator('svg')).toHaveCount(1);
      await expect(card.locator('p')).not.toBeEmpty();
    }

    const plans = page.locator('#planes').getByRole('article');
    await expect(plans).toHaveCount(3);
    await expect(plans.getByRole('heading', { level: 3 })).toHaveText(['Gratis', 'Profesional', 'Anual Pro']);
    await expect(plans.nth(0)).toContainText('$0/mes');
    await expect(plans.nth(1)).toContainText('$6.99/mes');
    await expect(plans.nth(2)).toContainText('$49.99/año');
    await expect(plans.nth(1).getByText('MÁS POPULAR', { exact: true })).toBeVisible();
    await expect(plans.nth(2).getByText('Ahorras un 17%', { exact: true })).toBeVisible();
    await expect(page.getByText('MÁS POPULAR')).toHaveCount(1);
    await expect(plans.nth(0)).toContainText('10 documentos al mes');
    await expect(plans.nth(0)).toContainText('20 productos en inventario');
    await expect(plans.nth(1)).toContainText('Documentos ilimitados');
    await expect(plans.nth(1)).toContainText('RIDE personalizable');
    await expect(page.getByRole('link', { name: 'Contáctanos', exact: true })).toBeVisible();

    await expect(carousel(page).getByRole('button', { name: /^Ir al testimonio \d$/ })).toHaveCount(5);
    await expectCurrentTestimonial(page, 1);

    const cta = page.locator('#cta');
    for (const line of CTA_LINES) await expect(cta.getByText(line, { exact: true })).toBeVisible();
  });

  test('cada plan, Contáctanos y la llamada a la acción abren el chat con el mensaje ya escrito', async ({ page }) => {
    const { whatsapp } = await contacto(page);
    await openLanding(page);
    const expectations: Array<[string, string]> = [
      [
        'Elegir plan Gratis',
        'Hola, me interesa el plan Gratis ($0/mes) de Facturador. ¿Me pueden dar más información?',
      ],
      [
        'Elegir plan Profesional',
        'Hola, me interesa el plan Profesional ($6.99/mes) de Facturador. ¿Me pueden dar más información?',
      ],
      [
        'Elegir plan Anual Pro',
        'Hola, me interesa el plan Anual Pro ($49.99/año) de Facturador. ¿Me pueden dar más información?',
      ],
      ['Contáctanos', 'Hola, necesito un plan personalizado de Facturador para mi empresa.'],
      ['Escríbenos por WhatsApp', 'Hola, quisiera más información sobre Facturador para mi negocio.'],
    ];
    for (const [name, message] of expectations) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', chatHref(whatsapp, message));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }

    // Clicking opens the chat in a new tab (the messaging site itself is not reached from the tests).
    await page
      .context()
      .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }));
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Elegir plan Profesional', exact: true }).click();
    const popup = await popupPromise;
    const opened = new URL(popup.url());
    expect(opened.origin + opened.pathname).toBe(`https://wa.me/${whatsapp}`);
    expect(opened.searchParams.get('text')).toContain('plan Profesional');
    await expect(page).toHaveURL(/\/$/);
  });

  test('el pie: lema, redes, enlaces rápidos y contacto tomado de la configuración', async ({ page }) => {
    const { telefono, email } = await contacto(page);
    await openLanding(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Simplificamos la facturación electrónica');
    await expect(footer.getByRole('list', { name: 'Redes sociales' }).getByRole('link')).toHaveCount(3);
    const quickLinks = footer.getByRole('navigation', { name: 'Enlaces rápidos' }).getByRole('link');
    await expect(quickLinks).toHaveText(['Inicio', 'Características', 'Precios', 'Testimonios']);
    await expect(footer.getByText('Portoviejo, Manabi, Ecuador', { exact: true })).toBeVisible();
    const phone = footer.getByRole('link', { name: telefono });
    await expect(phone).toHaveAttribute('href', `tel:${telefono.replace(/[^\d+]/g, '')}`);
    await expect(footer.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);

    await quickLinks.filter({ hasText: 'Precios' }).click();
    await expect(page).toHaveURL(/\/#planes$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Planes simples, sin letra pequeña' })).toBeInViewport();
  });

  test('un enlace rápido desde otra página pública lleva a su sección de la página de inicio', async ({ page }) => {
    await page.goto('/404');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Testimonios', exact: true }).click();
    await expect(page).toHaveURL(/\/#testimonios$/);
    await expect(carousel(page)).toBeInViewport();
  });

  test('mientras la página de inicio carga, el pie queda fuera para no saltar cuando llega el contenido', async ({
    page,
  }) => {
    let release = () => {};
    const manifestGate = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/mf-manifest.json', async (route) => {
      await manifestGate;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    release();
    await expect(page.locator('#hero')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const footerTop = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
    const ctaBottom = await page.locator('#cta').evaluate((cta) => cta.getBoundingClientRect().bottom);
    expect(footerTop).toBeGreaterThanOrEqual(ctaBottom);
  });
});

test.describe('Página de inicio: movimiento', () => {
  test('el titular se escribe una letra cada 100 ms sin cambiar de tamaño', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-02T09:00:00-05:00') });
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01-05:00'));
    await openLanding(page);
    const headline = page.locator('#hero h1');
    await expect(headline).toHaveAccessibleName(HEADLINE);
    await expect(headline).toHaveText('');
    const emptyBox = await headline.boundingBox();

    await page.clock.runFor(100);
    await expect(headline).toHaveText(HEADLINE.slice(0, 1));
    await page.clock.runFor(400);
    await expect(headline).toHaveText(HEADLINE.slice(0, 5));
    await page.clock.runFor(99);
    await expect(headline).toHaveText(HEADLINE.slice(0, 5));
    await page.clock.runFor(1);
    await expect(headline).toHaveText(HEADLINE.slice(0, 6));
    await page.clock.runFor(100 * HEADLINE.length);
    await expect(headline).toHaveText(HEADLINE);
    // The space of the full headline was reserved from the first frame: nothing below it moved.
    expect(await headline.boundingBox()).toEqual(emptyBox);
  });

  test('el carrusel: botones, puntos, tarjetas laterales y vuelta completa', async ({ page }) => {
    await openLanding(page);
    const region = carousel(page);
    await expectCurrentTestimonial(page, 1);
    await region.getByRole('button', { name: 'Testimonio siguiente' }).click();
    await expectCurrentTestimonial(page, 2);
    await region.getByRole('button', { name: 'Testimonio anterior' }).click();
    await expectCurrentTestimonial(page, 1);
    // Back from the first wraps to the last, and forward from the last to the first.
    await region.getByRole('button', { name: 'Testimonio anterior' }).click();
    await expectCurrentTestimonial(page, 5);
    await region.getByRole('button', { name: 'Testimonio siguiente' }).click();
    await expectCurrentTestimonial(page, 1);

    await region.getByRole('button', { name: 'Ir al testimonio 4', exact: true }).click();
    await expectCurrentTestimonial(page, 4);
    await expect(region.getByRole('figure')).toContainText('Mis clientes reciben la factura en su correo');

    // Side cards show the previous and the next testimonial; clicking one brings it forward.
    await region.getByRole('button', { name: `Ver el testimonio de ${TESTIMONIAL_NAMES[4]}` }).click();
    await expectCurrentTestimonial(page, 5);
    await expect(region.getByRole('button', { name: `Ver el testimonio de ${TESTIMONIAL_NAMES[0]}` })).toBeVisible();
    await region.getByRole('button', { name: `Ver el testimonio de ${TESTIMONIAL_NAMES[3]}` }).click();
    await expectCurrentTestimonial(page, 4);
  });

  test('el carrusel avanza solo cada 5 s, con la dirección marcada 100 ms, y se detiene bajo el puntero', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-03-02T09:00:00-05:00') });
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01-05:00'));
    await openLanding(page);
    const region = carousel(page);
    const current = region.getByRole('figure');
    await expectCurrentTestimonial(page, 1);

    // A click starts the 5 s count again; leaving with the pointer lets it run.
    await region.getByRole('button', { name: 'Ir al testimonio 2', exact: true }).click();
    await expectCurrentTestimonial(page, 2);
    await page.mouse.move(0, 0);
    await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(4999);
    await expectCurrentTestimonial(page, 2);
    await page.clock.runFor(1);
    await expectCurrentTestimonial(page, 3);
    await expect(current).toHaveAttribute('data-direction', 'next');
    await page.clock.runFor(100);
    await expect(current).not.toHaveAttribute('data-direction');
    await page.clock.runFor(5000);
    await expectCurrentTestimonial(page, 4);
    await page.clock.runFor(5000);
    await expectCurrentTestimonial(page, 5);
    await page.clock.runFor(5000);
    // Past the fifth it wraps around to the first.
    await expectCurrentTestimonial(page, 1);

    await current.hover();
    await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(15_000);
    await expectCurrentTestimonial(page, 1);
    await page.mouse.move(0, 0);
    await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(5000);
    await expectCurrentTestimonial(page, 2);

    await region.getByRole('button', { name: 'Testimonio anterior' }).click();
    await expectCurrentTestimonial(page, 1);
    await expect(current).toHaveAttribute('data-direction', 'prev');
  });

  test('las secciones aparecen al entrar en pantalla y el botón de volver arriba tras 300 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openLanding(page);
    const testimonials = page.locator('#testimonios [data-fade-in]');
    await expect(testimonials).toHaveAttribute('data-fade-in', 'hidden');
    await page.locator('#testimonios').scrollIntoViewIfNeeded();
    await expect(testimonials).toHaveAttribute('data-fade-in', 'visible');

    const backToTop = page.getByRole('button', { name: 'Volver arriba' });
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 301, behavior: 'instant' }));
    await expect(backToTop).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
  });

  test('con movimiento reducido no hay escritura, ni fundidos, ni avance automático', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2026-03-02T09:00:00-05:00') });
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01-05:00'));
    await openLanding(page);
    await expect(page.locator('#hero h1')).toHaveText(HEADLINE);
    await expect(page.locator('[data-fade-in="hidden"]')).toHaveCount(0);
    await page.clock.runFor(20_000);
    await expectCurrentTestimonial(page, 1);
    await carousel(page).getByRole('button', { name: 'Testimonio siguiente' }).click();
    await expectCurrentTestimonial(page, 2);
    await expect(carousel(page).getByRole('figure')).not.toHaveAttribute('data-direction');
  });
});

test.describe('Página de inicio: diseño y accesibilidad', () => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`a ${viewport.width} px: sin desbordes, sin fuentes web, captura y sin fallos graves de accesibilidad`, async ({
      page,
    }, testInfo) => {
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(request.url());
      });
      await page.setViewportSize(viewport);
      await page.clock.install();
      await openLanding(page);
      await page.clock.runFor(100 * HEADLINE.length);
      await expect(page.locator('#hero h1')).toHaveText(HEADLINE);
      await revealAllSections(page);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

      // Side cards of the carousel are for wider screens; the buttons and dots work everywhere.
      const sideCards = carousel(page).getByRole('button', { name: /^Ver el testimonio de/ });
      if (viewport.width < 768) await expect(sideCards).toHaveCount(0);
      else await expect(sideCards).toHaveCount(2);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'la página no debe desplazarse en horizontal').toBeLessThanOrEqual(0);
      expect(fonts, 'fuentes del sistema: ninguna fuente web').toEqual([]);

      const screenshot = await page.screenshot({
        fullPage: true,
        path: testInfo.outputPath(`inicio-${viewport.width}.png`),
      });
      await testInfo.attach(`inicio-${viewport.width}px`, { body: screenshot, contentType: 'image/png' });

      // CSS fades run on real time, not the installed clock: let them end so contrast is read at rest.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
            .map((animation) => animation.finished),
        ),
      );
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
      expect(serious).toEqual([]);
    });
  }
});

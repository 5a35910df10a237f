import { screen } from '@testing-library/react';
import { renderInApp } from '../testing/render-in-app';
import { PreviewBar } from './preview-bar';

describe('PreviewBar', () => {
  it('says that the page shows drafts and links to the end of the preview on this page, in the page’s language', () => {
    renderInApp(<PreviewBar />, { url: '/ratgeber/lebenslauf?locale=ar', locale: 'ar', site: { preview: true } });
    const bar = screen.getByRole('region', { name: 'معاينة – غير منشورة' });
    expect(bar).toHaveTextContent('تعرض هذه الصفحة مسودات');
    expect(screen.getByRole('link', { name: 'إنهاء المعاينة' })).toHaveAttribute(
      'href',
      '/api/preview/exit?url=%2Fratgeber%2Flebenslauf%3Flocale%3Dar',
    );
  });

  it('shows nothing to visitors', () => {
    renderInApp(<PreviewBar />, { url: '/faq' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText('Vorschau – nicht veröffentlicht')).not.toBeInTheDocument();
  });
});

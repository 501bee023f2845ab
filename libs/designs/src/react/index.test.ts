import { describe, expect, it } from 'vitest';
import * as designsReact from './index';

// Guards the public API: anything exported by accident fails here.
describe('@storefront/designs/react public API', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(designsReact).sort()).toEqual([
      'ApproveDesignPage',
      'DesignsClientProvider',
      'DownloadArtworkPage',
      'MyDesignsPage',
      'PreflightReport',
      'SaveDesignForm',
      'TemplateDesignerPage',
      'TemplateMakerPage',
      'UploadArtworkButton',
      'designsQueryKeys',
      'useDesignsClient',
      'useSharedDesign',
    ]);
  });
});

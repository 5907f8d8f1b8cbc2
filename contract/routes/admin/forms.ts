import type { MenuGroup, PageDeclaration } from '../types';
import { admin } from './acl';

// Admin-area pages: the template's Forms (form elements, layouts, validation, wizard), under the
// 'Forms & Tables' section, in its menu order. Pages of src/features/admin-forms.

export const FORMS_MENU_GROUPS = {
  formElements: { title: 'nav.formElements', icon: 'toggle-left', section: 'nav.sectionFormsTables' },
} as const satisfies Record<string, MenuGroup>;

const element = <N extends string, P extends string>(name: N, path: P) =>
  ({
    path: `/forms/form-elements/${path}`,
    page: `src/features/admin-forms/pages/${name}Page.tsx`,
    title: `app.titles.forms${name}`,
    ...admin,
    menu: { title: `nav.forms${name}`, group: 'formElements', section: 'nav.sectionFormsTables' },
    search: true,
  }) as const;

const formPage = <N extends string, P extends string>(
  name: N,
  path: P,
  icon: 'layout-panel-top' | 'square-check' | 'wand-sparkles',
) =>
  ({
    path: `/forms/${path}`,
    page: `src/features/admin-forms/pages/${name}Page.tsx`,
    title: `app.titles.forms${name}`,
    ...admin,
    menu: { title: `nav.forms${name}`, icon, section: 'nav.sectionFormsTables' },
    search: true,
  }) as const;

export const FORMS_ROUTES = {
  formsTextField: element('TextField', 'text-field'),
  formsSelect: element('Select', 'select'),
  formsCheckbox: element('Checkbox', 'checkbox'),
  formsRadio: element('Radio', 'radio'),
  formsTextarea: element('Textarea', 'textarea'),
  formsAutocomplete: element('Autocomplete', 'autocomplete'),
  formsPickers: element('Pickers', 'pickers'),
  formsSwitch: element('Switch', 'switch'),
  formsFileUploader: element('FileUploader', 'file-uploader'),
  formsEditor: element('Editor', 'editor'),
  formsSlider: element('Slider', 'slider'),
  formsInputMask: element('InputMask', 'input-mask'),
  formsLayouts: formPage('Layouts', 'form-layouts', 'layout-panel-top'),
  formsValidation: formPage('Validation', 'form-validation', 'square-check'),
  formsWizard: formPage('Wizard', 'form-wizard', 'wand-sparkles'),
} as const satisfies Record<string, PageDeclaration>;

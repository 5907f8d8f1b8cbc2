// The content pages' views (pricing, FAQ, help centre), for the admin's editing pages too.

export { useDebounced } from './api';
export { ArticleView } from './components/ArticleView';
export { CategoryView } from './components/CategoryView';
export { FaqView } from './components/FaqView';
export { HelpCenterView } from './components/HelpCenterView';
export { PageState, type QueryState } from './components/PageState';
export { PricingView } from './components/PricingView';

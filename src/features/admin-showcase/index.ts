// What other showcase features (tables, charts, forms) use of the showcase's frame.
export { Example, type ExampleProps } from './components/Example';
export { type ExampleModules, ExampleSet } from './components/ExampleSet';
export { ShowcasePage, type ShowcasePageProps } from './components/ShowcasePage';

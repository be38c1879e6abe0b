/** Text for screen readers only: the app's one style (components/ui/visually-hidden). */
export { visuallyHidden } from '../../../components/ui/visually-hidden';

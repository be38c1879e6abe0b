// Public entry of the notifications feature (web): the header's bell, loaded on first use.
export { LazyNotificationsButton } from './components/lazy-notifications-button';
